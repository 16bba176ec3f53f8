import type { ForwardingOrder, MeResponse } from '@posylka/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { ForwardingWizard } from './forwarding-wizard.js';
import { COUNTRIES, item, json, LOCKER, ME, order, ORDER_ID, stubApi } from './test/fixtures.js';

function Where() {
  return <p>now at {useLocation().pathname}</p>;
}

function renderWizard(saved: ForwardingOrder | null, me: MeResponse = ME) {
  const Page = () => <ForwardingWizard order={saved} countries={COUNTRIES} me={me} />;
  return renderPage(Page, {
    path: saved ? `/forwarding/edit/${saved.id}` : '/forwarding/declaration',
    pattern: saved ? 'forwarding/edit/:id' : 'forwarding/declaration',
    user: me,
    extra: [
      { path: 'orders', Component: Where },
      { path: 'forwarding/show/:id', Component: Where },
      { path: 'forwarding/:id/success', Component: Where },
      ...(saved ? [] : [{ path: 'forwarding/edit/:id', Component: Where }]),
    ],
  });
}

async function pickCountry(name: RegExp) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Країна відправлення' }));
  fireEvent.mouseDown(await screen.findByRole('option', { name }));
}

const stepSection = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('forwarding wizard: steps (SPEC §4 "Wizard")', () => {
  it('a new order opens on Order with a Next button; later steps are not shown yet', async () => {
    stubApi();
    renderWizard(null);
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    expect(within(orderStep).getByRole('button', { name: 'Далі' })).toBeTruthy();
    // "A 'next' button appears only when the current step is the previous one and the next step has not yet been shown".
    expect(within(stepSection('Товари')).queryByRole('button', { name: 'Далі' })).toBeNull();
    expect(within(stepSection('Товари')).queryByLabelText(/Назва товару/)).toBeNull();
    // "Documents exists only when the taxable total exceeds the country's customs limit".
    expect(screen.queryByRole('region', { name: /^Документи/ })).toBeNull();
  });

  it('start step from a saved order: "products if a tracking number is set"', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    const products = await screen.findByRole('region', { name: /^Товари/ });
    expect(within(products).getByLabelText(/Назва товару/)).toBeTruthy();
    // Order is shown (collapsed, with its summary and an edit button), products is the current one.
    expect(within(stepSection('Замовлення')).getByRole('button', { name: 'Змінити' })).toBeTruthy();
    expect(within(products).getByRole('button', { name: 'Далі' })).toBeTruthy();
  });

  it('leaving Order validates first: the step gets an error mark and nothing is saved', async () => {
    const calls = stubApi();
    renderWizard(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Далі' }));
    expect(await screen.findAllByText("Обов'язкове поле")).not.toHaveLength(0);
    await waitFor(() => expect(stepSection('Замовлення').className).toContain('fw-step--error'));
    expect(calls.some((c) => c.url.pathname === '/api/orders/draft')).toBe(false);
  });

  it('leaving Order saves a draft with the marker when there is no number, then goes to the edit route', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === '/api/orders/draft' && init.method === 'POST' ? json(order(), 201) : undefined,
    );
    renderWizard(null);
    await pickCountry(/Німеччина/);
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(/Магазин або служба доставки/), { target: { value: 'Zalando' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Так' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'У посилки немає трек-номера' }));
    fireEvent.click(screen.getByRole('button', { name: 'Далі' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/orders/draft')).toBe(true));
    const draft = calls.find((c) => c.url.pathname === '/api/orders/draft')!.body as Record<string, unknown>;
    expect(draft).toMatchObject({
      country: 'DE',
      company: 1,
      receivedTrackNumber: true,
      number: '__NO_TRACK_NUMBER__',
      items: [],
    });
    expect(await screen.findByText(`now at /forwarding/edit/${ORDER_ID}`)).toBeTruthy();
  });
});

describe('logistics chain (SPEC §2 "a plane icon for US, CN and CA and a car icon otherwise")', () => {
  it('plane for US, car for DE', async () => {
    stubApi();
    const us = order({ country: { ...order().country, id: 'US', currency: 'USD', text: 'США' } });
    const { unmount } = renderWizard(us);
    expect(await screen.findByTestId('transport-plane')).toBeTruthy();
    unmount();
    renderWizard(order());
    expect(await screen.findByTestId('transport-car')).toBeTruthy();
  });
});

describe('track number block (SPEC §2 step 1)', () => {
  it('Yes shows the input and the "no number" checkbox, which disables it; No shows a notice with a way back', async () => {
    stubApi();
    renderWizard(null);
    await pickCountry(/Німеччина/);
    fireEvent.click(screen.getByRole('radio', { name: 'Так' }));
    const input = screen.getByLabelText(/^Трек-номер/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'order123' } });
    fireEvent.blur(input);
    // SPEC §5 "Must not start with ord or order (case-insensitive; own message)".
    expect(await screen.findByText(/не може починатися з «order»/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'У посилки немає трек-номера' }));
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('radio', { name: 'Ще ні' }));
    expect(screen.queryByLabelText(/^Трек-номер/)).toBeNull();
    expect(screen.getByText(/Зачекайте, поки магазин надішле трек-номер/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Повернутися до посилок' }).getAttribute('href')).toBe('/orders');
  });

  it('the info modal gives a short and a detailed description', async () => {
    stubApi();
    renderWizard(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Що це?' }));
    const dialog = screen.getByRole('dialog', { name: 'Трек-номер' });
    expect(within(dialog).getByText(/номер відправлення, за яким склад/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Докладніше' }));
    expect(within(dialog).getByText(/не починається з «order»/)).toBeTruthy();
  });

  it('is locked when the service created the order (SPEC §6)', async () => {
    stubApi();
    const saved = order({ states: { ...order().states, isCreatedBySML: true } });
    renderWizard(saved);
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Змінити' }));
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Трек-номер цієї посилки змінити не можна.')).toBeTruthy();
  });
});

describe('US/CN warning (SPEC §4 "Selecting US or CN shows a one-time warning on first selection")', () => {
  it('shows once, and changing the country clears the company', async () => {
    stubApi();
    renderWizard(null);
    await pickCountry(/Німеччина/);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Магазин або служба доставки/), { target: { value: 'Zalando' } });
    await pickCountry(/США/);
    const dialog = await screen.findByRole('dialog', { name: 'Зверніть увагу' });
    expect(within(dialog).getByText(/Делавері/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зрозуміло' }));
    expect((screen.getByLabelText(/Магазин або служба доставки/) as HTMLInputElement).value).toBe('');
    await pickCountry(/Китай/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('products step (SPEC §2 step 2, §4, §5)', () => {
  it('adds and deletes rows; delete shows only when there is more than one row', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    await screen.findByLabelText(/Назва товару/);
    expect(screen.queryByRole('button', { name: 'Видалити' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Додати товар/ }));
    expect(screen.getAllByLabelText(/Назва товару/)).toHaveLength(2);
    const second = screen.getByRole('listitem', { name: 'Товар 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Видалити' }));
    expect(screen.getAllByLabelText(/Назва товару/)).toHaveLength(1);
  });

  it('"no category" clears the category and shows its info once; names are transliterated', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    const row = await screen.findByRole('listitem', { name: 'Товар 1' });
    expect((within(row).getByRole('combobox', { name: 'Категорія' }) as HTMLInputElement).value).toBe('Одяг');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Немає потрібної категорії' }));
    expect(await screen.findByRole('dialog', { name: 'Без категорії' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Зрозуміло' }));
    expect((within(row).getByRole('combobox', { name: 'Категорія' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Немає потрібної категорії' }));
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Немає потрібної категорії' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const name = within(row).getByLabelText(/Назва товару/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Куртка' } });
    expect(name.value).toBe('Kurtka');
  });

  it('200 EUR from DE: sum, over-limit warning with the FAQ link, customs 17.50 EUR, 150 EUR explanation once', async () => {
    stubApi();
    renderWizard(order({ items: [item('200.00')] }));
    // SPEC §9: "Above it: duty 10% of the excess, VAT 20% on excess plus duty, service fee 3%" -> 5.00 + 11.00 + 1.50.
    await waitFor(() => expect(screen.getByTestId('results-customs').textContent).toBe('17,50\u00a0€'));
    expect(screen.getByTestId('results-sum').textContent).toContain('200,00\u00a0€');
    expect(screen.getByText(/перевищує митний ліміт/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Як розраховується мито' }).getAttribute('href')).toBe(
      '/faq/360016350892',
    );
    // "When the order first goes over customs clearance, a one-time modal explains the 150 EUR threshold".
    const dialog = await screen.findByRole('dialog', { name: 'Митний ліміт 150 €' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зрозуміло' }));
    // Over the limit: the documents step appears and the tax agreement is asked for.
    expect(screen.getByRole('region', { name: /^Документи/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /погоджуюся сплатити мито/ })).toBeTruthy();
  });

  it('under the limit there is no warning, no documents step and no customs', async () => {
    stubApi();
    renderWizard(order({ items: [item('100.00')] }));
    await waitFor(() => expect(screen.getByTestId('results-customs').textContent).toBe('0,00\u00a0€'));
    expect(screen.queryByText(/перевищує митний ліміт/)).toBeNull();
    expect(screen.queryByRole('region', { name: /^Документи/ })).toBeNull();
  });
});

describe('modals (SPEC §4)', () => {
  it('exit: with country and company chosen it asks; cancelling leaves without saving', async () => {
    const calls = stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити оформлення' }));
    const dialog = screen.getByRole('dialog', { name: 'Вийти з оформлення?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вийти без збереження' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('exit: accepting saves the draft, then goes to /orders', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT' ? json(order()) : undefined,
    );
    renderWizard(order({ items: [item('20.00')] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити оформлення' }));
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти й вийти' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/orders/draft/${ORDER_ID}`)).toBe(true);
  });

  it('exit without a country goes straight to /orders', async () => {
    stubApi();
    renderWizard(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити оформлення' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
  });

  it('a blocked order shows a non-closable modal whose only button goes to the order page', async () => {
    stubApi();
    renderWizard(order({ states: { ...order().states, isBlocked: true } }));
    const dialog = await screen.findByRole('dialog', { name: 'Посилку заблоковано' });
    expect(within(dialog).queryByRole('button', { name: /закрити/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Посилку заблоковано' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'До сторінки посилки' }));
    expect(await screen.findByText(`now at /forwarding/show/${ORDER_ID}`)).toBeTruthy();
  });

  it('an unverified phone opens the phone modal on opening', async () => {
    stubApi();
    renderWizard(order(), { ...ME, phoneNumber: { number: '380671234567', verified: false } });
    expect(await screen.findByRole('dialog', { name: 'Підтвердьте телефон' })).toBeTruthy();
  });

  it('post-box cap: a locker over 10000 UAH opens the disabled-post-box modal instead of completing', async () => {
    // 300 EUR x 44.5 = 13350 UAH > 10000 UAH.
    const calls = stubApi(undefined, { addresses: [LOCKER] });
    const saved = order({
      items: [item('300.00')],
      passport: {
        id: 'f0e1d2c3-b4a5-4687-9a0b-1c2d3e4f5a6b',
        documentType: 'passport',
        maskedNumber: 'КН****56',
        fullName: 'Іван',
      },
      consigneeAddress: { id: LOCKER.id, fullAddress: LOCKER.fullAddress, warehouseType: 'box' },
      phoneNumber: '380671234567',
      taxAgreement: true,
      checkoutState: 'delivery',
      states: { ...order().states, isOverLimitPriceCustomsClearance: true },
    });
    renderWizard(saved);
    const delivery = await screen.findByRole('region', { name: /^Доставка/ });
    const finish = await within(delivery).findByRole('button', { name: 'Оформити посилку' });
    // Close the one-time 150 EUR explanation first.
    const over = await screen.findByRole('dialog', { name: 'Митний ліміт 150 €' });
    fireEvent.click(within(over).getByRole('button', { name: 'Зрозуміло' }));
    await act(async () => {
      fireEvent.click(finish);
    });
    expect(await screen.findByRole('dialog', { name: 'Поштомат недоступний' })).toBeTruthy();
    expect(screen.getByText(/оголошена вартість до 10\s000 ₴/)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/orders/complete'))).toBe(false);
  });
});

describe('saving (SPEC §4, §8)', () => {
  const ready = (overrides: Partial<ForwardingOrder> = {}) =>
    order({
      items: [item('20.00')],
      consigneeAddress: { id: LOCKER.id, fullAddress: LOCKER.fullAddress, warehouseType: 'box' },
      phoneNumber: '380671234567',
      checkoutState: 'delivery',
      ...overrides,
    });

  async function openDelivery() {
    const delivery = await screen.findByRole('region', { name: /^Доставка/ });
    fireEvent.click(await within(delivery).findByRole('button', { name: 'Змінити' }));
    return within(delivery).findByRole('button', { name: 'Оформити посилку' });
  }

  it('the final button completes the order and goes to the success route', async () => {
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/complete/${ORDER_ID}` && init.method === 'POST'
          ? json(ready({ checkoutState: 'completed' }))
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(ready());
    fireEvent.click(await openDelivery());
    expect(await screen.findByText(`now at /forwarding/${ORDER_ID}/success`)).toBeTruthy();
    const body = calls.find((c) => c.url.pathname.startsWith('/api/orders/complete'))!.body;
    expect(body).toMatchObject({
      consigneeAddress: LOCKER.id,
      phoneNumber: '380671234567',
      number: 'DE123456789',
    });
  });

  it('without a track number the final button saves a draft and offers the orders list', async () => {
    const noNumber = ready({ trackNo: '__NO_TRACK_NUMBER__', receivedTrackNumber: false });
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT'
          ? json(noNumber)
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(noNumber);
    fireEvent.click(await openDelivery());
    const dialog = await screen.findByRole('dialog', { name: 'Чернетку збережено' });
    expect(within(dialog).getByRole('link', { name: 'До моїх посилок' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(calls.some((c) => c.url.pathname.startsWith('/api/orders/complete'))).toBe(false);
  });

  it('a server violation shows on its field with the server words, and the step gets its error mark', async () => {
    stubApi(
      (url) =>
        url.pathname === `/api/orders/complete/${ORDER_ID}`
          ? json(
              {
                errorDescription: 'Перевірте дані',
                violations: [{ property: 'number', message: 'Такий трек-номер уже існує' }],
              },
              422,
            )
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(ready());
    fireEvent.click(await openDelivery());
    expect(await screen.findByText('Такий трек-номер уже існує')).toBeTruthy();
    expect(stepSection('Замовлення').className).toContain('fw-step--error');
    // The step with the error opens so the message is in view.
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).value).toBe('DE123456789');
  });

  it('editing an earlier step shows Save, which saves and returns to the last shown step', async () => {
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT' ? json(ready()) : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(ready());
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Змінити' }));
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Зберегти' }));
    const delivery = screen.getByRole('region', { name: /^Доставка/ });
    expect(await within(delivery).findByRole('button', { name: 'Оформити посилку' })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/orders/draft/${ORDER_ID}`)).toBe(true);
  });

  it('delivery is checked before anything is sent: a new address needs its city and branch, the phone must be verified', async () => {
    const calls = stubApi();
    const unverified = { ...ME, phoneNumber: { number: '380671234567', verified: false } };
    renderWizard(ready({ consigneeAddress: null }), unverified);
    fireEvent.click(await screen.findByRole('button', { name: 'Пізніше' }));
    fireEvent.click(await openDelivery());
    // SPEC §5 "For a new address: city required; warehouse required for department or post machine".
    expect(await screen.findByText('Оберіть місто')).toBeTruthy();
    expect(screen.getByText('Оберіть відділення або поштомат')).toBeTruthy();
    // SPEC §5 phone "must be verified".
    expect(screen.getByText('Підтвердіть номер телефону')).toBeTruthy();
    expect(stepSection('Доставка').className).toContain('fw-step--error');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/orders/complete'))).toBe(false);
    expect(
      calls.some((c) => c.init.method === 'POST' && c.url.pathname.startsWith('/api/personal/addresses')),
    ).toBe(false);
  });

  it('a completed order is saved through update and the customer goes to /orders (SPEC §2 "After an order edit")', async () => {
    const completed = ready({
      checkoutState: 'completed',
      states: { ...order().states, isCheckoutCompleted: true },
    });
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/edit/${ORDER_ID}` && init.method === 'PUT'
          ? json(completed)
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(completed);
    // SPEC §6 "The country cannot be changed when editing".
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Змінити' }));
    expect(
      (within(orderStep).getByRole('combobox', { name: 'Країна відправлення' }) as HTMLInputElement).disabled,
    ).toBe(true);
    const delivery = await screen.findByRole('region', { name: /^Доставка/ });
    fireEvent.click(await within(delivery).findByRole('button', { name: 'Змінити' }));
    fireEvent.click(await within(delivery).findByRole('button', { name: 'Зберегти зміни' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/orders/edit/${ORDER_ID}`)).toBe(true);
  });
});
