import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailParcel, listParcel } from '../test-parcel.js';
import { renderAdmin, stubApi } from '../test-harness.js';
import { ReceivePage } from './receive-page.js';

const WAREHOUSES = [
  { code: 'US', name: 'США' },
  { code: 'DE', name: 'Німеччина' },
];
const TRACK = '1Z999AA10123456784';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const enter = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });

function measure() {
  type(/^Вага, кг/, '1,25');
  type(/^Довжина, см/, '30');
  type(/^Ширина, см/, '20');
  type(/^Висота, см/, '10');
}

describe('receiving form (issue 5: "scan or type a track number, match the declared parcel or create an unregistered one for the customer code on the label; enter weight and dimensions")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('the track input has the focus; Enter looks the track up and moves to the weight of the declared parcel', async () => {
    const calls = stubApi({
      'GET /api/admin/parcels': () => ({
        status: 200,
        body: { items: [listParcel({ trackNo: TRACK.toLowerCase() })], total: 1, page: 1, countPerPage: 25 },
      }),
    });
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    const track = field(/^Трек-номер/);
    await waitFor(() => expect(document.activeElement).toBe(track));
    type(/^Трек-номер/, TRACK);
    enter(track);
    expect(await screen.findByText(/Знайдено: PS-000042, клієнт UA100001, США\./)).toBeTruthy();
    expect(calls[0]!.url.searchParams.get('query')).toBe(TRACK);
    await waitFor(() => expect(document.activeElement).toBe(field(/^Вага, кг/)));
    // The customer code is asked only for a track nobody declared.
    expect(screen.queryByLabelText(/Код клієнта з етикетки/)).toBeNull();
  });

  it('Enter in the weight receives it (canonical values, the warehouse country), shows the label view and clears the form for the next scan', async () => {
    const calls = stubApi({
      'GET /api/admin/parcels': () => ({
        status: 200,
        body: { items: [listParcel()], total: 1, page: 1, countPerPage: 25 },
      }),
      'POST /api/admin/parcels/receive': () => ({
        status: 200,
        body: { outcome: 'received', parcel: detailParcel() },
      }),
    });
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    type(/^Трек-номер/, TRACK);
    enter(field(/^Трек-номер/));
    await screen.findByText(/Знайдено: PS-000042/);
    measure();
    await act(async () => {
      fireEvent.submit(field(/^Вага, кг/).form!);
    });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      countryCode: 'US',
      trackNo: TRACK,
      weightKg: '1.250',
      lengthCm: '30.0',
      widthCm: '20.0',
      heightCm: '10.0',
    });
    expect(await screen.findByText('Посилку PS-000042 прийнято на склад.', { exact: false })).toBeTruthy();
    const label = screen.getByRole('figure', { name: 'Етикетка' });
    expect(label.textContent).toContain('UA100001');
    expect(field(/^Трек-номер/).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Трек-номер/)));
    // The photo input opens the back camera on phones.
    expect(screen.getByLabelText('Зробити або додати фото').getAttribute('capture')).toBe('environment');
  });

  it('an unknown track asks for the label customer code and creates an unregistered parcel (service 39)', async () => {
    window.localStorage.setItem('posylka.admin.warehouse', 'DE');
    const calls = stubApi({
      'GET /api/admin/parcels': () => ({
        status: 200,
        body: { items: [], total: 0, page: 1, countPerPage: 25 },
      }),
      'POST /api/admin/parcels/receive': () => ({
        status: 201,
        body: {
          outcome: 'unregistered',
          parcel: detailParcel({ state: 'unregistered', number: 'PS-000043', isCreatedByWarehouse: true }),
        },
      }),
    });
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    type(/^Трек-номер/, 'NEW123');
    enter(field(/^Трек-номер/));
    expect(await screen.findByText(/Задекларованої посилки з цим треком немає/)).toBeTruthy();
    const code = await screen.findByLabelText(/Код клієнта з етикетки/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    type(/Код клієнта з етикетки/, 'ua100001');
    measure();
    await act(async () => {
      fireEvent.submit(code.closest('form')!);
    });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ trackNo: 'NEW123', customerCode: 'UA100001', countryCode: 'DE' });
    expect(
      await screen.findByText(
        /Створено посилку PS-000043 без декларації для клієнта UA100001 \(послуга 39\)/,
      ),
    ).toBeTruthy();
  });

  it('checks the measurements before sending, with the domain messages, and sends nothing', async () => {
    const calls = stubApi({});
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    type(/^Трек-номер/, TRACK);
    type(/^Вага, кг/, '0');
    await act(async () => {
      fireEvent.submit(field(/^Вага, кг/).form!);
    });
    expect(field(/^Вага, кг/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Довжина, см/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("the server's answers show next to the form: 404 asks for the code, 409 (China in February) says why", async () => {
    let answer = { status: 404, body: { errorDescription: 'Посилку з таким трек-номером не знайдено' } };
    stubApi({ 'POST /api/admin/parcels/receive': () => answer });
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    type(/^Трек-номер/, TRACK);
    measure();
    await act(async () => {
      fireEvent.submit(field(/^Вага, кг/).form!);
    });
    expect(screen.getByRole('alert').textContent).toBe('Посилку з таким трек-номером не знайдено');
    expect(screen.getByLabelText(/Код клієнта з етикетки/)).toBeTruthy();
    answer = { status: 409, body: { errorDescription: 'Склад у Китаї не приймає посилки з 2 по 17 лютого' } };
    await act(async () => {
      fireEvent.submit(field(/^Вага, кг/).form!);
    });
    expect(screen.getByRole('alert').textContent).toBe('Склад у Китаї не приймає посилки з 2 по 17 лютого');
  });
});
