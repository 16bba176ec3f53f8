// Payment of a buy-out order through the sandbox provider (hosted page + signed callback): the 202
// check, replayed and tampered callbacks, then edit, cancel/refund, tracking and the BIN check.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuyoutOrder, BuyoutPayment } from '@posylka/contract';
import { withRefunded } from '../../../test/ledger.js';
import { appForFile, violations } from '../../../test/customers.js';
import { buyoutOrders, buyoutProducts, payments } from '../../db/schema/index.js';
import { paymentProviders } from '../payments/index.js';
import { readyDraft } from '../../../test/buyout-drafts.js';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const { t, call, alice } = appForFile({ env: { PAYMENT_SANDBOX_SECRET: SECRET }, customers: ['alice'] });

async function awaitingPayment(): Promise<BuyoutOrder> {
  const order = await readyDraft(t, alice);
  const res = await call(alice, 'POST', `/buyout/${order.id}/checkout`);
  if (res.statusCode !== 200) throw new Error(res.body);
  return order;
}

/** What the card is charged for a payment (hryvnias), as the provider's callback must say it. */
async function chargedOf(paymentId: string): Promise<{ amount: string; currency: string }> {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return { amount: row!.amount, currency: row!.currency };
}

async function startPayment(orderId: string) {
  // From a Ukrainian page: the hosted page URL carries no ?locale= (buyout/payment-page-locale.test.ts
  // covers the other languages).
  const res = await call(alice, 'GET', `/buyout/${orderId}/payment`, undefined, 'uk');
  expect(res.statusCode).toBe(200);
  const body = res.json() as BuyoutPayment;
  const paymentId = body.url.split('/').pop()!;
  return { body, paymentId };
}

type Fields = { payment_id: string; status: 'success' | 'failure'; amount: string; currency: string };
/** A callback as the sandbox page signs it, with any fields (amount, currency) a test wants to tamper. */
const signed = (fields: Fields, secret = SECRET) => {
  const { sandbox } = paymentProviders({
    ...t.config,
    payments: { ...t.config.payments, sandboxSecret: secret },
  });
  return sandbox.signedCallback(
    { id: fields.payment_id, amount: fields.amount, currency: fields.currency },
    fields.status === 'success' ? 'pay' : 'decline',
  );
};
const callback = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments/sandbox/callback', payload });

describe('sandbox payment', () => {
  it('hosted page -> Pay -> signed callback -> success page; check_payment is 202 until then', async () => {
    const order = await awaitingPayment();
    const { body, paymentId } = await startPayment(order.id);
    expect(body).toMatchObject({ paymentSystem: 'sandbox', url: `/api/payments/sandbox/${paymentId}` });
    // Issue 14 item 7: charged in hryvnias at the NBU rate of the day, the dollars beside them.
    expect(body.baseAmount).toEqual({ amount: '121.00', currency: 'USD' });
    expect(body.amount.currency).toBe('UAH');
    expect(Number(body.amount.amount)).toBeCloseTo(121 * Number(body.rate), 2);

    // SPEC §8 "A 202 on GET is retried": pending until the provider answers.
    expect((await call(alice, 'GET', `/buyout/${order.id}/check_payment`)).statusCode).toBe(202);

    const page = await t.app.inject({ method: 'GET', url: body.url, headers: { 'x-locale': 'uk' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="uk">');
    expect(page.body).toContain('Сплатити');
    // "До сплати 4 991,56 ₴ — що становить 121,00 $ за курсом НБУ 41,2526".
    expect(page.body).toContain('₴');
    expect(page.body).toMatch(/що становить 121,00\u00a0\$ за курсом НБУ \d+,\d+/);

    const paid = await t.app.inject({
      method: 'POST',
      url: body.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/buyout/payment/success?orderId=${order.id}`);

    const check = await call(alice, 'GET', `/buyout/${order.id}/check_payment`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ status: 'paid', orderId: order.id });
    const view = (await call(alice, 'GET', `/buyout/${order.id}/view`)).json() as BuyoutOrder;
    expect(view.status).toBe('paid');
    expect(view.paidAt).not.toBeNull();
  });

  it('Decline -> failure page and check_payment answers failed', async () => {
    const order = await awaitingPayment();
    const { body } = await startPayment(order.id);
    const declined = await t.app.inject({
      method: 'POST',
      url: body.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    expect(declined.headers.location).toBe(`/buyout/payment/failure?orderId=${order.id}`);
    expect((await call(alice, 'GET', `/buyout/${order.id}/check_payment`)).json()).toEqual({
      status: 'failed',
      orderId: order.id,
    });
    // A new attempt can still pay the order.
    const retry = await startPayment(order.id);
    expect(retry.paymentId).not.toBe(body.url.split('/').pop());
    expect((await call(alice, 'GET', `/buyout/${order.id}/check_payment`)).statusCode).toBe(202);
  });

  it('refuses a callback with a bad signature (400) and a signed one with another amount or currency (409)', async () => {
    const order = await awaitingPayment();
    const { paymentId } = await startPayment(order.id);
    const good: Fields = { payment_id: paymentId, status: 'success', ...(await chargedOf(paymentId)) };
    // The order's own currency is not what the card was charged: refused like any other.

    const forged = signed(good, 'not-the-secret-not-the-secret-not-the-secret');
    expect((await callback(forged)).statusCode).toBe(400);
    // Tampered data under the original signature.
    const original = signed({ ...good, status: 'failure' });
    const tampered = { data: signed(good).data, signature: original.signature };
    expect((await callback(tampered)).statusCode).toBe(400);

    expect((await callback(signed({ ...good, amount: '1.00' }))).statusCode).toBe(409);
    expect((await callback(signed({ ...good, currency: 'USD' }))).statusCode).toBe(409);
    expect((await call(alice, 'GET', `/buyout/${order.id}/check_payment`)).statusCode).toBe(202);
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    expect(row!.status).toBe('awaiting_payment');
  });

  it('a replayed callback is idempotent: same answer, paid once, paidAt unchanged', async () => {
    const order = await awaitingPayment();
    const { paymentId } = await startPayment(order.id);
    const body = signed({ payment_id: paymentId, status: 'success', ...(await chargedOf(paymentId)) });
    const first = await callback(body);
    expect(first.json()).toEqual({ status: 'paid' });
    const [before] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    const replays = await Promise.all([callback(body), callback(body), callback(body)]);
    for (const replay of replays) expect(replay.json()).toEqual({ status: 'paid' });
    // A late "failure" for the same payment changes nothing either.
    const late = await callback(
      signed({ payment_id: paymentId, status: 'failure', ...(await chargedOf(paymentId)) }),
    );
    expect(late.json()).toEqual({ status: 'paid' });
    const [after] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    expect(after!.paidAt!.toISOString()).toBe(before!.paidAt!.toISOString());
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(['paid']);
  });

  it('GET /api/buyout/{id}/payment reuses the open attempt for the same amount (issue 15: one attempt per call)', async () => {
    const order = await awaitingPayment();
    const first = await startPayment(order.id);
    const again = await startPayment(order.id);
    expect(again.paymentId).toBe(first.paymentId);
    let rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    // Past its reuse window the attempt is not offered again: a fresh one is started.
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.id, first.paymentId));
    const later = await startPayment(order.id);
    expect(later.paymentId).not.toBe(first.paymentId);
    rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(2);
  });

  it('a second attempt paid after the first is refunded, never paying the order twice', async () => {
    const order = await awaitingPayment();
    const first = await startPayment(order.id);
    // The first attempt is past its reuse window, so the page starts a second one.
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.id, first.paymentId));
    const second = await startPayment(order.id);
    for (const id of [first.paymentId, second.paymentId]) {
      await callback(signed({ payment_id: id, status: 'success', ...(await chargedOf(id)) }));
    }
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['paid', 'refunded']);
  });

  it('saving the order again closes its open payment page: the old attempt cannot pay the new amount', async () => {
    const order = await awaitingPayment();
    const { paymentId } = await startPayment(order.id);
    const saved = await call(alice, 'POST', '/buyout/draft', {
      id: order.id,
      products: order.products.map((p) => ({ ...p, price: p.price.amount })),
      recipient: order.recipient,
      delivery: { userAddressId: order.userAddress!.id },
    });
    expect((saved.json() as BuyoutOrder).status).toBe('draft');
    const late = await callback(
      signed({ payment_id: paymentId, status: 'success', ...(await chargedOf(paymentId)) }),
    );
    expect(late.json()).toEqual({ status: 'failed' });
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    expect(row!.status).toBe('draft');
  });

  it('payment is refused (409) for a draft', async () => {
    const order = await readyDraft(t, alice);
    expect((await call(alice, 'GET', `/buyout/${order.id}/payment`)).statusCode).toBe(409);
  });

  it('an unknown sandbox payment page answers 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });
});

async function paidOrder(): Promise<BuyoutOrder> {
  const order = await awaitingPayment();
  const { paymentId } = await startPayment(order.id);
  await callback(signed({ payment_id: paymentId, status: 'success', ...(await chargedOf(paymentId)) }));
  return order;
}

describe('PUT /buyout/{id}/edit', () => {
  it('lowers a price within the original value; status edited and the amount follows', async () => {
    const order = await paidOrder();
    const [shoes, socks] = order.products;
    const res = await call(alice, 'PUT', `/buyout/${order.id}/edit`, {
      products: [
        { id: shoes!.id, quantity: 1, price: '50' },
        { id: socks!.id, quantity: 2, price: '25' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json() as BuyoutOrder;
    expect(edited.status).toBe('edited');
    // 50 + 50 = 100; amazon 8% = 8.00; insurance 2.00; 110.00.
    expect(edited.total).toEqual({ amount: '110.00', currency: 'USD' });
    expect(edited.products[0]!.price.amount).toBe('50.00');
    // "refunded (full or partial ...) to the paying card": 121.00 - 110.00 = 11.00 given back now,
    // and a cancel later returns only the remaining 110.00.
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(await withRefunded(t.db, payment!)).toMatchObject({ status: 'paid', refundedAmount: '11.00' });
    const canceled = await call(alice, 'POST', `/buyout/${order.id}/refund`);
    expect((canceled.json() as BuyoutOrder).status).toBe('refunded');
    const [after] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(await withRefunded(t.db, after!)).toMatchObject({ status: 'refunded', refundedAmount: '121.00' });
  });

  it('"not above the original price"; quantity "cannot exceed ... and cannot fall below" the original; no new lines', async () => {
    const order = await paidOrder();
    const [shoes, socks] = order.products;
    const res = await call(alice, 'PUT', `/buyout/${order.id}/edit`, {
      products: [
        { id: shoes!.id, quantity: 1, price: '61' },
        { id: socks!.id, quantity: 3, price: '25' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res)).sort()).toEqual(['products[0].price', 'products[1].quantity']);
    const extra = await call(alice, 'PUT', `/buyout/${order.id}/edit`, {
      products: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1' }],
    });
    expect(Object.keys(violations(extra))).toEqual(['products[0].id']);
  });

  it('a draft cannot be edited (409)', async () => {
    const order = await readyDraft(t, alice);
    const res = await call(alice, 'PUT', `/buyout/${order.id}/edit`, {
      products: [{ id: order.products[0]!.id, quantity: 1, price: '1' }],
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /buyout/{id}/refund', () => {
  it('cancels a paid order with a full refund through the provider', async () => {
    const order = await paidOrder();
    const res = await call(alice, 'POST', `/buyout/${order.id}/refund`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as BuyoutOrder).status).toBe('refunded');
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(['refunded']);
    expect((await call(alice, 'POST', `/buyout/${order.id}/refund`)).statusCode).toBe(409);
  });

  it('cancels an unpaid order; its open payment page can no longer pay it', async () => {
    const order = await awaitingPayment();
    const { paymentId } = await startPayment(order.id);
    const res = await call(alice, 'POST', `/buyout/${order.id}/refund`);
    expect((res.json() as BuyoutOrder).status).toBe('canceled');
    const late = await callback(
      signed({ payment_id: paymentId, status: 'success', ...(await chargedOf(paymentId)) }),
    );
    expect(late.json()).toEqual({ status: 'failed' });
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    expect(row!.status).toBe('canceled');
  });
});

describe('tracking', () => {
  it('lists per-product track numbers and counts "N of M" received', async () => {
    const order = await paidOrder();
    const [shoes] = order.products;
    await t.db
      .update(buyoutProducts)
      .set({ trackNo: '1Z999AA10123456784', itemStatus: 'received' })
      .where(eq(buyoutProducts.id, shoes!.id));
    const tracking = await call(alice, 'GET', `/buyout/${order.id}/tracking`);
    expect(tracking.json()).toEqual({
      items: [
        { productId: shoes!.id, trackNo: '1Z999AA10123456784', status: 'received' },
        { productId: order.products[1]!.id, trackNo: null, status: 'awaiting' },
      ],
    });
    expect((await call(alice, 'GET', `/buyout/${order.id}/tracking_statuses`)).json()).toEqual({
      received: 1,
      total: 2,
    });
    const view = (await call(alice, 'GET', `/buyout/${order.id}/view`)).json() as BuyoutOrder;
    expect(view.tracking).toEqual({ received: 1, total: 2 });
  });
});

describe('POST /validate-card-number', () => {
  it('names the scheme of a BIN', async () => {
    const res = await call(alice, 'POST', '/validate-card-number', { 'bin-number': '414960' });
    expect(res.json()).toEqual({ valid: true, scheme: 'visa' });
    const bad = await call(alice, 'POST', '/validate-card-number', { 'bin-number': '12' });
    expect(bad.json()).toEqual({ valid: false, scheme: 'unknown' });
  });
});
