// Helpers of the buy-out journeys (issue 6): a buy-out order prepared through the API (draft,
// checkout, sandbox payment) for the journeys that start after the checkout, and the wizard's
// product lines filled the way a customer types them.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser.js';
import { plainText, type CustomerApi, type SavedAddress } from './forwarding.js';

/** What the journeys read of GET /buyout/{id}/view (contract BuyoutOrder). */
export interface BuyoutOrderView {
  id: string;
  number: string;
  isDraft: boolean;
  status: string;
  products: { id: string; name: string; quantity: number; price: { amount: string; currency: string } }[];
  total: { amount: string; currency: string };
}

export interface BuyoutLine {
  link: string;
  name: string;
  quantity: string;
  price: string;
}

/** Two products of one US shop (SPEC §5 "all links from one shop"), under the customs limit. */
export const AMAZON_LINES: readonly BuyoutLine[] = [
  { link: 'https://www.amazon.com/dp/B0E2E00001', name: 'Running shoes', quantity: '1', price: '30' },
  { link: 'https://www.amazon.com/dp/B0E2E00002', name: 'Cotton socks', quantity: '2', price: '10.50' },
];

/** Cyrillic names, as SPEC §5 requires of the buy-out recipient. */
export const RECIPIENT = { lastName: 'Коваленко', firstName: 'Олена' };

/** Fills one product line of the checkout's products step (the `Товар N` list item). */
export async function fillBuyoutLine(row: Locator, line: BuyoutLine): Promise<void> {
  await row.getByRole('textbox', { name: /^Посилання на товар/ }).fill(line.link);
  await row.getByRole('textbox', { name: /^Назва товару/ }).fill(line.name);
  await row.getByRole('textbox', { name: /^Кількість/ }).fill(line.quantity);
  await row.getByRole('textbox', { name: /^Ціна за одиницю/ }).fill(line.price);
}

/** The step sections of the wizard are regions named by their headings (Товари, Доставка, Оплата). */
export function checkoutStep(page: Page, name: 'Товари' | 'Доставка' | 'Оплата'): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * A draft that passes checkout, saved through POST /buyout/draft: two amazon.com lines, the
 * customer's verified phone, a saved address. Returns the draft.
 */
export async function readyBuyoutDraft(
  api: CustomerApi,
  phone: string,
  address: SavedAddress,
  lines: readonly BuyoutLine[] = AMAZON_LINES,
): Promise<BuyoutOrderView> {
  const res = await api.call<BuyoutOrderView>('POST', '/buyout/draft', {
    name: 'E2E buy-out',
    products: lines.map((line) => ({
      link: line.link,
      name: line.name,
      quantity: Number(line.quantity),
      price: line.price,
      size: '',
      color: '',
      comment: '',
      allowOverpricing: false,
      allowLowerQuantity: false,
    })),
    recipient: { ...RECIPIENT, middleName: '', phoneNumber: phone, email: '' },
    delivery: { userAddressId: address.id },
    payment: { promoCode: '', churnAccepted: false, isApplyDiscount: false, taxAgreement: true },
  });
  assert.equal(res.status, 201, `draft: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Checks the draft out and pays it in the sandbox the way the hosted page's "Pay" button does (a
 * form post of the decision, which makes the server send itself the signed callback).
 */
export async function payThroughApi(
  api: CustomerApi,
  baseURL: string,
  orderId: string,
): Promise<BuyoutOrderView> {
  const checkout = await api.call<{ id: string }>('POST', `/buyout/${orderId}/checkout`);
  assert.equal(checkout.status, 200, `checkout: ${JSON.stringify(checkout.body)}`);
  const payment = await api.call<{ paymentSystem: string; url: string }>('GET', `/buyout/${orderId}/payment`);
  assert.equal(payment.status, 200, `payment: ${JSON.stringify(payment.body)}`);
  assert.equal(payment.body.paymentSystem, 'sandbox');
  const decision = await fetch(new URL(payment.body.url, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=pay',
    redirect: 'manual',
  });
  assert.equal(decision.status, 303, `sandbox decision: ${decision.status}`);
  assert.match(decision.headers.get('location') ?? '', /\/buyout\/payment\/success\?orderId=/);
  const view = await api.call<BuyoutOrderView>('GET', `/buyout/${orderId}/view`);
  assert.equal(view.status, 200);
  assert.equal(view.body.status, 'paid');
  return view.body;
}

/** The payment pages' titles (uk) the journeys wait for. */
export const SUCCESS_TITLE = 'Дякуємо! Замовлення оплачено';
export const EDITED_TITLE = 'Зміни в замовленні збережено';
export const FAILURE_TITLE = 'Ой! Оплата не пройшла';

/** The sandbox hosted page (server HTML, SPEC §7 sandbox provider): amount shown, a decision pressed. */
export async function decideInSandbox(
  page: Page,
  decision: 'Сплатити' | 'Відхилити',
  total: { amount: string; currency: string },
  shot: string,
): Promise<void> {
  await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+$/, { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Тестова оплата' }).waitFor();
  // Issue 14 item 7: the card is charged in hryvnias at the NBU rate of the day ("2 335,31 ₴"), the
  // order's total beside them in dollars (Ukrainian number format "56,61 $").
  assert.equal(total.currency, 'USD');
  assert.match(await plainText(page.getByTestId('amount')), /^[\d ]+,\d\d ₴/);
  assert.match(
    await plainText(page.getByTestId('base-amount')),
    new RegExp(`що становить ${ukAmount(total.amount)} \\$ за курсом НБУ \\d+,\\d+`),
  );
  await screenshot(page, shot);
  await page.getByRole('button', { name: decision, exact: true }).click();
}

/** "1234.5" as Ukrainian interface text with 2 decimals: "1 234,50" (spaces made plain). */
export function ukAmount(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The success page of SPEC §2 "Buy-out payment pages" for `order`, with the given title. */
export async function expectSuccessPage(page: Page, order: BuyoutOrderView, title: string): Promise<void> {
  await page.waitForURL(
    (url) => url.pathname === '/buyout/payment/success' && url.searchParams.get('orderId') === order.id,
    { timeout: 60_000 },
  );
  await page.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 60_000 });
  const facts = page.locator('.bo-pay__facts');
  await facts.getByText(order.number, { exact: true }).waitFor();
  assert.match(await plainText(facts), new RegExp(`Сума\\s*${ukAmount(order.total.amount)} \\$`));
}
