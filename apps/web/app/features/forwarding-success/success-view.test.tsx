import type { ForwardingOrder } from '@posylka/contract';
import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { resetPurchaseEventsForTests } from './purchase-event.js';
import { SuccessView } from './success-view.js';
import { successOrder } from './test-order.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** GET /extra/rates/EUR/UAH answers only when the test says so, to see the preloader first. */
function stubRates(ratio = '45.5000') {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/extra/rates/EUR/UAH') {
      await gate;
      return json({ ratio });
    }
    return json({ errorDescription: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetch);
  return { release, fetch };
}

function renderSuccess(order: ForwardingOrder) {
  return renderPage(
    () => (
      <StrictMode>
        <SuccessView order={order} />
      </StrictMode>
    ),
    { path: `/forwarding/${order.id}/success`, pattern: 'forwarding/:id/success' },
  );
}

const row = (term: string | RegExp) => screen.getByText(term, { selector: 'dt' }).parentElement!;

describe('success view (SPEC §2 "Success view")', () => {
  beforeEach(() => {
    resetPurchaseEventsForTests();
    delete window.dataLayer;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('"country, partner, company or companyName, track number" and the consignee\'s full address', async () => {
    stubRates();
    renderSuccess(successOrder({ company: null, companyName: 'Local shop', partner: 'Meest' }));
    expect(await screen.findByRole('heading', { name: 'Посилку оформлено!' })).toBeTruthy();
    expect(within(row('Країна')).getByText(/Німеччина/)).toBeTruthy();
    expect(within(row('Партнер')).getByText('Meest')).toBeTruthy();
    expect(within(row('Магазин')).getByText('Local shop')).toBeTruthy();
    expect(within(row('Трек-номер')).getByText('DE1234567890')).toBeTruthy();
    expect(screen.getByText('Київ, Відділення №1: вул. Пирогівський шлях, 135')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'До моїх замовлень' }).getAttribute('href')).toBe('/orders');
  });

  it('"whether invoice and passport documents are attached or none"', async () => {
    stubRates();
    const { unmount } = renderSuccess(successOrder({ invoices: [], passport: null }));
    expect(
      within(await screen.findByText('Інвойс', { selector: 'dt' }).then((dt) => dt.parentElement!)).getByText(
        'Немає',
      ),
    ).toBeTruthy();
    expect(within(row('Паспорт')).getByText('Немає')).toBeTruthy();
    unmount();

    renderSuccess(successOrder());
    expect(
      within(await screen.findByText('Інвойс', { selector: 'dt' }).then((dt) => dt.parentElement!)).getByText(
        'Додано 2 файли',
      ),
    ).toBeTruthy();
    expect(within(row('Паспорт')).getByText('Додано (АА••••56)')).toBeTruthy();
  });

  it('counts only invoices on the invoice row, not bank orders or other documents', async () => {
    stubRates();
    const base = successOrder();
    const [first] = base.invoices;
    renderSuccess(
      successOrder({
        invoices: [
          first!,
          { ...first!, id: 'f-bank', type: 'bank_statement' },
          { ...first!, id: 'f-other', type: 'other' },
        ],
      }),
    );
    expect(
      within(await screen.findByText('Інвойс', { selector: 'dt' }).then((dt) => dt.parentElement!)).getByText(
        'Додано 1 файл',
      ),
    ).toBeTruthy();
  });

  it('"item count with items total" (Ukrainian plurals) and the customs estimate only when above zero', async () => {
    stubRates();
    const { unmount } = renderSuccess(successOrder());
    expect(
      within(
        await screen.findByText('2 товари на суму', { selector: 'dt' }).then((dt) => dt.parentElement!),
      ).getByText(/1\s200,00\s€/),
    ).toBeTruthy();
    expect(within(row('Орієнтовні митні платежі')).getByText(/≈ 134,15\s€/)).toBeTruthy();
    unmount();

    const one = successOrder();
    renderSuccess(
      successOrder({
        items: one.items.slice(0, 1),
        priceCustomsClearance: { amount: '0.00', currency: 'EUR' },
        states: { ...one.states, isOverLimitPriceCustomsClearance: false },
      }),
    );
    expect(await screen.findByText('1 товар на суму', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText('Орієнтовні митні платежі')).toBeNull();
    expect(screen.getByText('Посилка в межах безмитного ліміту: мито та ПДВ не сплачуються.')).toBeTruthy();
  });

  it('customs note: a preloader while rates load, then the cost in UAH (decimal maths, half-down)', async () => {
    const { release } = stubRates('45.5000');
    renderSuccess(successOrder());
    const preloader = (await screen.findByText('Завантажуємо курс валют')).closest('[role="status"]');
    expect(preloader).toBeTruthy();
    // 134.15 EUR × 45.5 = 6103.825 UAH, shown 6103.82 (SPEC §9 ROUND_HALF_DOWN).
    await act(async () => release());
    expect(await screen.findByText(/Орієнтовно 6\s103,82\s₴ \(134,15\s€\)/)).toBeTruthy();
    expect(screen.queryByText('Завантажуємо курс валют')).toBeNull();
  });

  it('"Additional service key 39 is shown as a cost"; the guarantee and the insurance fee as rows of the products', async () => {
    stubRates();
    renderSuccess(
      successOrder({
        additionalServices: [{ key: 39, cost: { amount: '2.00', currency: 'USD' } }],
      }),
    );
    expect(
      await screen.findByText(
        /Посилка надійшла на склад до оформлення, тому додано послугу обробки: 2,00\s\$\./,
      ),
    ).toBeTruthy();
    // 1 % and 2 % of the 1200 EUR goods.
    const row = (kind: string) =>
      document.querySelector(`[data-fee="${kind}"]`)?.textContent?.replace(/\s/g, ' ');
    expect(row('guarantee')).toBe('Гарантія (1 %)сплачується при отриманні посилки12,00 €');
    expect(row('insurance')).toBe('Страховий збір (2 %)24,00 €');
    expect(screen.getByText('Посилка застрахована на задекларовану вартість.')).toBeTruthy();
  });

  it('pushes the purchase event to window.dataLayer once per order, even under StrictMode and re-mounts', async () => {
    stubRates();
    const order = successOrder();
    const first = renderSuccess(order);
    await screen.findByRole('heading', { name: 'Посилку оформлено!' });
    first.unmount();
    renderSuccess(order);
    await screen.findByRole('heading', { name: 'Посилку оформлено!' });
    const purchases = (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'PS-000042', currency: 'EUR', value: 1200, items: expect.any(Array) },
    });
  });
});
