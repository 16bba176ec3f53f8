import { formatMoney, translateMessage, type BuyoutFees, type MessageCode } from '@posylka/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BuyoutCheckout } from './buyout-checkout.js';
import { liveFees } from './fees.js';
import { FeesPanel } from './fees-panel.js';
import { newLine } from './form-values.js';
import type { BuyoutCheckoutData } from './load-checkout.js';
import { data, DEPARTMENT, json, LINE_ID, order, ORDER_ID, SETTINGS, stubApi } from './test/fixtures.js';

const msg = (code: MessageCode, params: Record<string, string | number> = {}) =>
  translateMessage(code, params, 'uk');

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

function renderCheckout(d: BuyoutCheckoutData, query = '') {
  const Page = () => (
    <>
      <BuyoutCheckout data={d} />
      <Where />
    </>
  );
  return renderPage(Page, {
    path: `/buyout/checkout${query}`,
    pattern: 'buyout/checkout',
    user: d.me,
    extra: [{ path: 'buyout/payment/success', Component: Where }],
  });
}

const line = (n: number) => screen.getByRole('listitem', { name: `Товар ${n}` });
const field = (n: number, label: RegExp) => within(line(n)).getByLabelText(label);
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('product lines: SPEC §5 "Product link ... Message keys: link, linkOneShop, linkTheSame, linkBlocked"', () => {
  it('shows each link rule and the Cyrillic-name rule under the line', async () => {
    stubApi();
    renderCheckout(data());
    const link1 = await waitFor(() => field(1, /Посилання на товар/));
    type(link1, 'amazon.com/dp/1');
    expect(await within(line(1)).findByText(msg('buyout.link'))).toBeTruthy();

    type(link1, 'https://m.aliexpress.com/item/1.html');
    expect(await within(line(1)).findByText(msg('buyout.linkBlocked'))).toBeTruthy();

    type(link1, 'https://www.amazon.com/dp/B0C1');
    await waitFor(() => expect(within(line(1)).queryByText(msg('buyout.linkBlocked'))).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Додати товар/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Зрозуміло' }));

    type(field(2, /Посилання на товар/), 'https://www.ebay.com/itm/1');
    expect(await within(line(2)).findByText(msg('buyout.linkOneShop', { host: 'amazon.com' }))).toBeTruthy();

    // "compared by host": www. and a trailing slash do not make another link.
    type(field(2, /Посилання на товар/), 'https://amazon.com/dp/B0C1/');
    expect(await within(line(2)).findByText(msg('buyout.linkTheSame'))).toBeTruthy();

    // "Name: required, max 250, no Cyrillic letters".
    type(field(1, /Назва товару/), 'Кіндл');
    expect(await within(line(1)).findByText(msg('buyout.name'))).toBeTruthy();
  });
});

describe('modals: "first-product modal when products go from 1 to 2", "Over-products-fee modal when the count reaches taxFreeQuantity plus 1"', () => {
  it('opens each once at its count', async () => {
    stubApi();
    renderCheckout(data());
    const add = await screen.findByRole('button', { name: /Додати товар/ });
    fireEvent.click(add);
    const first = await screen.findByRole('dialog');
    expect(within(first).getByText('Усі товари — з одного магазину')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Зрозуміло' }));
    // Lines 3, 4, 5: no modal (taxFreeQuantity is 5).
    for (let i = 3; i <= 5; i++) fireEvent.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(add);
    const over = await screen.findByRole('dialog');
    expect(within(over).getByText('Збір за кількість товарів')).toBeTruthy();
    expect(within(over).getByText(/5 товарів без доплати/)).toBeTruthy();
  });
});

describe('draft auto-save: "debounced 1.5 s ... Nothing is saved until some product has both link and name ... After the first save orderId is added to the query"', () => {
  it('waits for link and name, then saves once after 1.5 s and puts orderId in the query', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi((url) =>
      url.pathname === '/api/buyout/draft' ? json(order({ products: [] }), 201) : undefined,
    );
    renderCheckout(data(), '?default-link=https%3A%2F%2Fwww.amazon.com%2Fdp%2FB0C1&default-price=19.99');
    const link = await waitFor(() => field(1, /Посилання на товар/));
    expect((link as HTMLInputElement).value).toBe('https://www.amazon.com/dp/B0C1');
    const drafts = () => calls.filter((c) => c.url.pathname === '/api/buyout/draft');

    fireEvent.change(field(1, /Колір/), { target: { value: 'Black' } });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(drafts()).toHaveLength(0);

    fireEvent.change(field(1, /Назва товару/), { target: { value: 'Kindle' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.change(field(1, /Назва товару/), { target: { value: 'Kindle Paperwhite' } });
    await act(() => vi.advanceTimersByTimeAsync(1_400));
    expect(drafts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(drafts()).toHaveLength(1);
    expect(drafts()[0]!.body).toMatchObject({
      products: [
        { link: 'https://www.amazon.com/dp/B0C1', name: 'Kindle Paperwhite', price: '19.99', quantity: 1 },
      ],
      delivery: { userAddressId: null },
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain(`orderId=${ORDER_ID}`));
    // The prefill parameters stay; the next save updates the same order.
    expect(screen.getByTestId('where').textContent).toContain('default-price=19.99');
    fireEvent.change(field(1, /Колір/), { target: { value: 'White' } });
    await act(() => vi.advanceTimersByTimeAsync(2_600));
    expect(drafts()).toHaveLength(2);
    expect(drafts()[1]!.body).toMatchObject({ id: ORDER_ID });
  });
});

describe('delivery: "If the UAH total exceeds the limit, department is the default. The locker tab is disabled then, and clicking opens the disabled-locker modal."', () => {
  it('over 10,000 UAH the new address opens on department and the locker tab opens the modal', async () => {
    stubApi((url) => (url.pathname === '/api/buyout/draft' ? json(order(), 201) : undefined));
    // 300 USD at amazon: 300 + 24 + 6 = 330 USD = 13,605.90 UAH.
    renderCheckout(data(), '?default-link=https%3A%2F%2Fwww.amazon.com%2Fdp%2FB0C1&default-price=300');
    type(await waitFor(() => field(1, /Назва товару/)), 'Kindle');
    fireEvent.click(screen.getByRole('button', { name: 'Далі' }));
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Відділення' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Поштомат' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Поштомат недоступний')).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Поштомат' }).getAttribute('aria-selected')).toBe('false');
  });

  it('under the cap the locker is the default tab', async () => {
    stubApi((url) => (url.pathname === '/api/buyout/draft' ? json(order(), 201) : undefined));
    renderCheckout(data(), '?default-link=https%3A%2F%2Fwww.amazon.com%2Fdp%2FB0C1&default-price=30');
    type(await waitFor(() => field(1, /Назва товару/)), 'Kindle');
    fireEvent.click(screen.getByRole('button', { name: 'Далі' }));
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Поштомат' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('edit mode: "only quantity and price" change, "lines cannot be added or deleted, and the promo block is hidden"', () => {
  const paid = order({
    isDraft: false,
    status: 'paid',
    userAddress: { id: 'a', fullAddress: 'Київ', warehouseType: 'department' },
  });

  it('keeps the rest read-only and checks the price against the paid one', async () => {
    stubApi();
    renderCheckout(data({ order: paid }), `?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Зміна замовлення BO-000042' })).toBeTruthy();
    expect((field(1, /Посилання на товар/) as HTMLInputElement).readOnly).toBe(true);
    expect((field(1, /Назва товару/) as HTMLInputElement).readOnly).toBe(true);
    expect((field(1, /Кількість/) as HTMLInputElement).readOnly).toBe(false);
    expect((field(1, /Ціна за одиницю/) as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: /Додати товар/ })).toBeNull();
    expect(within(line(1)).queryByRole('button', { name: 'Видалити' })).toBeNull();
    expect(screen.queryByText('Промокод')).toBeNull();
    // "Price ... in edit mode not above the original price".
    type(field(1, /Ціна за одиницю/), '120');
    expect(await within(line(1)).findByText(msg('buyout.price', { max: '100.00' }))).toBeTruthy();
  });

  it('"Edit: send edit, then go to the success page" with isEdited=true', async () => {
    const calls = stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/edit`
        ? json(order({ isDraft: false, status: 'edited' }))
        : undefined,
    );
    renderCheckout(data({ order: paid }), `?orderId=${ORDER_ID}`);
    type(await waitFor(() => field(1, /Ціна за одиницю/)), '89,50');
    fireEvent.click(screen.getByRole('button', { name: 'Далі' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Зберегти зміни' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/buyout/payment/success?orderId=${ORDER_ID}&isEdited=true`,
      ),
    );
    const edit = calls.find((c) => c.url.pathname.endsWith('/edit'));
    expect(edit?.method).toBe('PUT');
    expect(edit?.body).toEqual({ products: [{ id: LINE_ID, quantity: 2, price: '89.50' }] });
    expect(calls.some((c) => c.url.pathname === '/api/buyout/draft')).toBe(false);
  });
});

describe('issue 14 "Unpaid orders": an order awaiting payment opens as a draft, every line editable', () => {
  const unpaid = order({
    isDraft: false,
    status: 'awaiting_payment',
    recipient: {
      firstName: 'Олена',
      lastName: 'Коваленко',
      middleName: '',
      phoneNumber: '380671234567',
      email: 'demo@posylka.test',
    },
    userAddress: { id: DEPARTMENT.id, fullAddress: DEPARTMENT.fullAddress, warehouseType: 'department' },
  });

  it('names the order, says the old link stops working, and lets lines be changed, added and removed', async () => {
    stubApi();
    renderCheckout(data({ order: unpaid, addresses: [DEPARTMENT] }), `?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Зміна замовлення BO-000042' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Замовлення BO-000042 ще не оплачене. Змініть товари, доставку чи промокод і оплатіть його знову: після першої зміни попереднє посилання на оплату більше не діє.',
    );
    for (const label of [/Посилання на товар/, /Назва товару/, /Кількість/, /Ціна за одиницю/])
      expect((field(1, label) as HTMLInputElement).readOnly, String(label)).toBe(false);
    // No paid values to stay under.
    expect(within(line(1)).queryByText(/Не більше оплаченої ціни/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Додати товар/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Зрозуміло' }));
    expect(within(line(2)).getByRole('button', { name: 'Видалити' })).toBeTruthy();
    fireEvent.click(within(line(1)).getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Товар 2' })).toBeNull());
    // The promo block is there, as in any draft.
    expect(screen.getByText('Промокод')).toBeTruthy();
  });

  it('"Pay" saves it as a draft (same order id), checks it out and starts a new payment; no paid edit', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const calls = stubApi((url) => {
      // The server's answer: the same order, a draft again, with the new price.
      if (url.pathname === '/api/buyout/draft')
        return json({
          ...unpaid,
          isDraft: true,
          status: 'draft',
          products: [{ ...unpaid.products[0]!, price: { amount: '80.00', currency: 'USD' } }],
        });
      if (url.pathname === `/api/buyout/${ORDER_ID}/checkout`) return json({ id: ORDER_ID });
      if (url.pathname === `/api/buyout/${ORDER_ID}/payment`)
        return json({ paymentSystem: 'sandbox', url: '/api/payments/sandbox/new-attempt' });
      return undefined;
    });
    renderCheckout(data({ order: unpaid, addresses: [DEPARTMENT] }), `?orderId=${ORDER_ID}`);
    type(await waitFor(() => field(1, /Ціна за одиницю/)), '80');
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Оплатити/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/new-attempt'));
    const sent = calls.map((c) => `${c.method} ${c.url.pathname}`).filter((c) => c.includes('/buyout/'));
    expect(sent.slice(-3)).toEqual([
      'POST /api/buyout/draft',
      `POST /api/buyout/${ORDER_ID}/checkout`,
      `GET /api/buyout/${ORDER_ID}/payment`,
    ]);
    expect(sent.some((c) => c.endsWith('/edit'))).toBe(false);
    // Every save is of this order: no second draft.
    for (const save of calls.filter((c) => c.url.pathname === '/api/buyout/draft'))
      expect(save.body).toMatchObject({ id: ORDER_ID, products: [{ id: LINE_ID, price: '80' }] });
  });
});

async function renderFees(fees: BuyoutFees) {
  renderPage(() => <FeesPanel fees={fees} />, { path: '/fees' });
  await screen.findByRole('group', { name: 'Вартість замовлення' });
}

describe('"Checkout (new): save the draft, send checkout, then start payment for the returned id"', () => {
  it('saves, checks out and posts the provider form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const draft = order({
      userAddress: { id: DEPARTMENT.id, fullAddress: DEPARTMENT.fullAddress, warehouseType: 'department' },
    });
    const calls = stubApi((url) => {
      if (url.pathname === '/api/buyout/draft') return json(draft);
      if (url.pathname === `/api/buyout/${ORDER_ID}/checkout`) return json({ id: ORDER_ID });
      if (url.pathname === `/api/buyout/${ORDER_ID}/payment`)
        return json({
          paymentSystem: 'liqpay',
          url: 'https://www.liqpay.ua/api/3/checkout',
          form: { data: 'ZGF0YQ==', signature: 'c2ln' },
        });
      return undefined;
    });
    renderCheckout(
      data({ order: draft, addresses: [DEPARTMENT] }),
      `?orderId=${ORDER_ID}&paymentSystem=liqpay`,
    );
    // A draft with an address and a verified user opens on payment (SPEC §4 "Loading an existing order").
    fireEvent.click(await screen.findByRole('button', { name: /^Оплатити/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const order_ = calls
      .map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)
      .filter((c) => c.includes('/buyout/'));
    expect(order_).toEqual([
      'POST /api/buyout/draft',
      `POST /api/buyout/${ORDER_ID}/checkout`,
      `GET /api/buyout/${ORDER_ID}/payment?paymentSystem=liqpay`,
    ]);
    expect(calls.find((c) => c.url.pathname === '/api/buyout/draft')?.body).toMatchObject({
      id: ORDER_ID,
      delivery: { userAddressId: DEPARTMENT.id },
      recipient: { lastName: 'Коваленко', firstName: 'Олена', phoneNumber: '380671234567' },
    });
    const form = document.querySelector(
      'form[action="https://www.liqpay.ua/api/3/checkout"]',
    ) as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ data: 'ZGF0YQ==', signature: 'c2ln' });
  });

  it('a 422 from checkout shows the violation on its field and opens its step', async () => {
    const draft = order({
      userAddress: { id: DEPARTMENT.id, fullAddress: DEPARTMENT.fullAddress, warehouseType: 'department' },
    });
    stubApi((url) => {
      if (url.pathname === '/api/buyout/draft') return json(draft);
      if (url.pathname === `/api/buyout/${ORDER_ID}/checkout`)
        return json(
          {
            errorDescription: 'invalid',
            violations: [{ property: 'products[0].link', message: 'Сервер: посилання' }],
          },
          422,
        );
      return undefined;
    });
    renderCheckout(data({ order: draft, addresses: [DEPARTMENT] }), `?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /^Оплатити/ }));
    await waitFor(() => expect(within(line(1)).getByText('Сервер: посилання')).toBeTruthy());
    expect(screen.getByRole('region', { name: /^Товари/ }).className).toContain('order-step--error');
  });
});

describe('fees panel: SPEC §9 "Buy-out fees" on a worked example', () => {
  it('amazon.com (8%, min 4 USD), 100.00 x1 + 25.50 x2 at 41.23 UAH/USD', async () => {
    // products 151.00; service 8% = 12.08; insurance 2% = 3.02; total 166.10 = 6,848.30 UAH;
    // customs over 150: duty 10% of 1.00 = 0.10, VAT 20% of 1.10 = 0.22, service 3% of 1.00 = 0.03 -> 0.35.
    const lines = [
      { ...newLine(), link: 'https://www.amazon.com/dp/B1', price: '100', quantity: '1' },
      { ...newLine(), link: 'https://amazon.com/dp/B2', price: '25,50', quantity: '2' },
    ];
    const fees = liveFees(lines, SETTINGS)!;
    await renderFees(fees);
    const row = (key: string) => document.querySelector(`[data-fee="${key}"]`)!.textContent!;
    const usd = (amount: string) => formatMoney({ amount, currency: 'USD' }, 'uk');
    expect(row('products')).toContain(usd('151.00'));
    expect(row('service')).toContain('(8\u00a0%)');
    expect(row('service')).toContain(usd('12.08'));
    expect(row('insurance')).toContain(usd('3.02'));
    expect(row('total')).toContain(usd('166.10'));
    expect(row('total')).toContain(formatMoney({ amount: '6848.30', currency: 'UAH' }, 'uk'));
    expect(row('customs')).toContain(usd('0.35'));
    expect(document.querySelector('[data-fee="overQuantity"]')).toBeNull();
  });

  it('"The over-quantity fee applies per product beyond taxFreeQuantity"', async () => {
    const lines = Array.from({ length: 7 }, (_, i) => ({
      ...newLine(),
      link: `https://www.amazon.com/dp/B${i}`,
      price: '1',
      quantity: '1',
    }));
    await renderFees(liveFees(lines, SETTINGS)!);
    const over = document.querySelector('[data-fee="overQuantity"]')!.textContent!;
    expect(over).toContain('2 товари');
    expect(over).toContain(formatMoney({ amount: '4.00', currency: 'USD' }, 'uk'));
  });
});
