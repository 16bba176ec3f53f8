import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { AddressForm } from './address-form.js';

const LVIV = {
  ref: 'db5c88f5-391c-11dd-90d9-001a92567626',
  name: 'Львів',
  fullName: 'Львів, Львівська обл.',
  area: 'Львівська обл.',
  settlementType: 'місто',
};
const BRANCH = {
  ref: '1ec09d2e-e1c2-11e3-8c4a-0050568002cf',
  number: '1',
  type: 'department',
  name: 'Відділення №1: вул. Городоцька, 359',
  shortAddress: 'Львів, Городоцька, 359',
  schedule: [],
  coordinates: null,
  maxWeightKg: null,
  dimensions: null,
  postalCode: null,
};

function Where() {
  return <p>now at {useLocation().pathname}</p>;
}

type Handler = (url: URL, init: RequestInit) => Response | undefined;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      if (url.pathname === '/api/dictionary/cities') return json([LVIV]);
      if (url.pathname === '/api/dictionary/warehouse') return json([BRANCH]);
      return handler(url, init) ?? json({ errorDescription: 'unexpected' }, 500);
    }),
  );
  return calls;
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

async function pickCity() {
  const city = screen.getByRole('combobox', { name: 'Місто' });
  fireEvent.focus(city);
  fireEvent.change(city, { target: { value: 'Льв' } });
  const option = await screen.findByRole('option', { name: /Львів, Львівська обл\./ });
  press(option);
}

/** What a pointer does to an option: press, release, click. */
function press(element: Element) {
  fireEvent.mouseDown(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}

describe('address form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switching tabs resets the warehouse and home inputs but keeps the city (SPEC §4)', async () => {
    stubApi(() => undefined);
    renderPage(() => <AddressForm />, { path: '/profile/addresses/new' });
    await screen.findByRole('tab', { name: 'Адреса' });
    await pickCity();

    tab('Адреса');
    fireEvent.change(screen.getByLabelText(/^Вулиця/), { target: { value: 'вул. Городоцька' } });
    fireEvent.change(screen.getByLabelText(/^Будинок/), { target: { value: '12' } });
    tab('Поштомат');
    expect(screen.getByText('Що поміститься в поштомат')).toBeTruthy();
    expect(screen.getByText(/оголошена вартість до 10\s000\s₴/)).toBeTruthy();
    expect(screen.getByText(/забрати протягом 3 днів/)).toBeTruthy();
    tab('Адреса');
    expect((screen.getByLabelText(/^Вулиця/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Будинок/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Місто' }) as HTMLInputElement).value).toBe(
      'Львів, Львівська обл.',
    );
  });

  it('checks the tab with the domain rules before sending anything', async () => {
    const calls = stubApi(() => undefined);
    renderPage(() => <AddressForm />, { path: '/profile/addresses/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Зберегти адресу' }));
    expect(await screen.findByText('Оберіть місто')).toBeTruthy();
    expect(screen.getByText('Оберіть відділення або поштомат')).toBeTruthy();
    tab('Адреса');
    fireEvent.change(screen.getByLabelText(/^Індекс/), { target: { value: '790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(await screen.findByText('Індекс має складатися з 5 цифр')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/personal'))).toEqual([]);
  });

  it('saves a department picked through the autocomplete and goes back to the list', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === '/api/personal/addresses/department' && init.method === 'POST'
        ? json({ id: 'x' }, 201)
        : undefined,
    );
    renderPage(() => <AddressForm />, {
      path: '/profile/addresses/new',
      extra: [{ path: 'profile/addresses', Component: Where }],
    });
    await screen.findByRole('tab', { name: 'Відділення' });
    await pickCity();
    const warehouse = screen.getByRole('combobox', { name: 'Відділення' });
    await waitFor(() => expect((warehouse as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(warehouse);
    press(await screen.findByRole('option', { name: BRANCH.name }));
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(await screen.findByText('now at /profile/addresses')).toBeTruthy();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      type: 'department',
      cityId: LVIV.ref,
      warehouseId: BRANCH.ref,
      isDefault: false,
    });
  });

  it('the home tab names its city through the same autocomplete: the request carries cityId', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === '/api/personal/addresses/address' && init.method === 'POST'
        ? json({ id: 'x' }, 201)
        : undefined,
    );
    renderPage(() => <AddressForm />, {
      path: '/profile/addresses/new',
      extra: [{ path: 'profile/addresses', Component: Where }],
    });
    await screen.findByRole('tab', { name: 'Адреса' });
    tab('Адреса');
    fireEvent.change(screen.getByLabelText(/^Вулиця/), { target: { value: 'вул. Городоцька' } });
    fireEvent.change(screen.getByLabelText(/^Будинок/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/^Індекс/), { target: { value: '79000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(await screen.findByText('Оберіть місто')).toBeTruthy();
    await pickCity();
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(await screen.findByText('now at /profile/addresses')).toBeTruthy();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({
      type: 'address',
      cityId: LVIV.ref,
      cityName: LVIV.fullName,
      street: 'вул. Городоцька',
    });
  });

  it('a home address saved with a typed city asks to pick the city from the list (issue 13)', async () => {
    const calls = stubApi(() => undefined);
    const legacy = {
      id: '0b0c7f3e-6a43-4a8e-9f1e-2f7b4c2d9a10',
      warehouseType: 'address' as const,
      fullAddress: 'вул. Садова, буд. 3, Ірпінь, 08200',
      city: { ref: null, fullName: 'Ірпінь' },
      warehouse: null,
      street: 'вул. Садова',
      house: '3',
      building: '',
      flat: '',
      zip: '08200',
      additionalInformation: '',
      isDefault: true,
      isFavorite: false,
      isDepartmentNovaposhta: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    renderPage(() => <AddressForm address={legacy} />, { path: '/profile/addresses/update/x' });
    fireEvent.click(await screen.findByRole('button', { name: 'Зберегти адресу' }));
    expect(
      await screen.findByText(
        'Оберіть місто зі списку Нової пошти: почніть вводити назву та виберіть підказку',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/personal'))).toEqual([]);
  });

  it("puts the server's 422 violations on their fields", async () => {
    stubApi((url) =>
      url.pathname === '/api/personal/addresses/department'
        ? json(
            {
              errorDescription: 'Перевірте правильність заповнення полів.',
              violations: [
                {
                  property: 'warehouseId',
                  message: 'Оберіть відділення або поштомат зі списку для цього міста',
                },
              ],
            },
            422,
          )
        : undefined,
    );
    renderPage(() => <AddressForm />, { path: '/profile/addresses/new' });
    await screen.findByRole('tab', { name: 'Відділення' });
    await pickCity();
    const warehouse = screen.getByRole('combobox', { name: 'Відділення' });
    await waitFor(() => expect((warehouse as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(warehouse);
    press(await screen.findByRole('option', { name: BRANCH.name }));
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(await screen.findByText('Оберіть відділення або поштомат зі списку для цього міста')).toBeTruthy();
  });
});
