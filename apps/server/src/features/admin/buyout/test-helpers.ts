// Shared set-up of the buy-out console tests: a customer's buy-out paid through the sandbox provider
// (the real hosted page and signed callback), moved in time by back-dating paid_at.
import { eq } from 'drizzle-orm';
import type { AdminBuyoutDetail, BuyoutOrder, BuyoutPayment } from '@posylka/contract';
import type { TestApp } from '../../../../test/harness.js';
import { buyoutOrders, payments } from '../../../db/schema/index.js';
import { line, readyDraft } from '../../../../test/buyout-drafts.js';
import { caller, type Who } from '../test-helpers.js';
import { withRefunded } from '../../../../test/ledger.js';

export const SANDBOX_ENV = { PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789abcdef' };
export const HOUR = 60 * 60 * 1000;

/**
 * A paid order of two amazon.com lines: 60.00 x1 and 25.00 x2. Fees (amazon 8% service, 2%
 * insurance): 8.80 + 2.20, total 121.00. `lines` overrides the lines' rules.
 */
export async function paidBuyout(
  t: TestApp,
  who: Who,
  options: {
    paidHoursAgo?: number;
    lines?: ReturnType<typeof line>[];
    payment?: Record<string, unknown>;
  } = {},
): Promise<BuyoutOrder> {
  const call = caller(t);
  const draft = await readyDraft(t, who, {
    ...(options.lines ? { products: options.lines } : {}),
    ...(options.payment ? { payment: options.payment } : {}),
  });
  const checkout = await call(who, 'POST', `/buyout/${draft.id}/checkout`);
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.body}`);
  const start = await call(who, 'GET', `/buyout/${draft.id}/payment`);
  const { url } = start.json() as BuyoutPayment;
  const paid = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=pay',
  });
  if (paid.statusCode !== 303) throw new Error(`sandbox pay: ${paid.statusCode} ${paid.body}`);
  if (options.paidHoursAgo !== undefined) await paidAgo(t, draft.id, options.paidHoursAgo);
  const view = await call(who, 'GET', `/buyout/${draft.id}/view`);
  return view.json() as BuyoutOrder;
}

/** Moves the payment into the past: the deadlines count from paid_at. */
export async function paidAgo(t: TestApp, orderId: string, hours: number): Promise<Date> {
  const at = new Date(Date.now() - hours * HOUR);
  await t.db.update(buyoutOrders).set({ paidAt: at }).where(eq(buyoutOrders.id, orderId));
  return at;
}

/** The order's payment with what went back of it, read from the ledger. */
export async function paymentOf(t: TestApp, orderId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return withRefunded(t.db, row!);
}

export async function detail(t: TestApp, who: Who, id: string): Promise<AdminBuyoutDetail> {
  const res = await caller(t)(who, 'GET', `/admin/buyouts/${id}`);
  if (res.statusCode !== 200) throw new Error(`detail: ${res.statusCode} ${res.body}`);
  return res.json() as AdminBuyoutDetail;
}

/**
 * The customer pays a line's surcharge the real way: POST .../surcharge starts a sandbox payment, the
 * hosted page's "Pay" posts a signed callback. Answers the start body and the page's redirect.
 */
export async function paySurcharge(t: TestApp, who: Who, orderId: string, itemId: string) {
  const start = await caller(t)(who, 'POST', `/buyout/${orderId}/items/${itemId}/surcharge`);
  if (start.statusCode !== 200) throw new Error(`surcharge: ${start.statusCode} ${start.body}`);
  const body = start.json() as BuyoutPayment;
  const paid = await t.app.inject({
    method: 'POST',
    url: body.url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=pay',
  });
  return { start: body, redirect: paid.headers.location as string, status: paid.statusCode };
}

export const purchaseBody = (actualPrice: string, actualQuantity: number, trackNo?: string) => ({
  shopOrderNumber: '112-4455667-1',
  actualPrice,
  actualQuantity,
  ...(trackNo ? { trackNo } : {}),
});

export { line };
