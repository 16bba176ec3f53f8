// Operator refunds (issue 6 "partial or full refund to the paying card within 14 days"; SPEC §9
// "refund within 14 days"): through the payment provider, never above what is left, audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyoutDetail, BuyoutProcessing } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { auditLog, payments } from '../../../db/schema/index.js';
import { ledgerRefunds, paymentById } from '../../../../test/ledger.js';
import { caller, customer, staff, violations, type Who } from '../test-helpers.js';
import {
  SANDBOX_ENV,
  detail,
  paidAgo,
  paidBuyout,
  paySurcharge,
  paymentOf,
  purchaseBody,
} from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let olga: Who;

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  call = caller(t);
  operator = await staff(t, 'operator');
  olga = await customer(t, 'olga');
});
afterAll(() => t.close());

const refund = (orderId: string, body: object, locale = 'en') =>
  call(operator, 'POST', `/admin/buyouts/${orderId}/refund`, body, locale);

describe('POST /admin/buyouts/{id}/refund', () => {
  it('a partial refund goes to the card, lowers what is left and is audited; the rest closes the order', async () => {
    const order = await paidBuyout(t, olga);
    const res = await refund(order.id, { amount: '21,00', reason: 'Shop price dropped' });
    expect(res.statusCode).toBe(200);
    const after = res.json() as AdminBuyoutDetail;
    expect(after.status).toBe('partially_refunded');
    expect(after.refundable).toEqual({ amount: '100.00', currency: 'USD' });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: { amount: '21.00', currency: 'USD' },
        kind: 'operator',
        reason: 'Shop price dropped',
        status: 'done',
        createdBy: operator.email,
      }),
    ]);
    expect(await paymentOf(t, order.id)).toMatchObject({ status: 'paid', refundedAmount: '21.00' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'buyout.refund')));
    expect(audit).toMatchObject({ actorUserId: operator.id, entityType: 'buyout_order' });
    expect(audit!.before).toMatchObject({ status: 'paid', refunded: '0.00' });
    expect(audit!.after).toMatchObject({ status: 'partially_refunded', amount: '21.00' });

    // Never above what is left: 100.01 of 100.00.
    const tooMuch = await refund(order.id, { amount: '100.01', reason: 'All of it' });
    expect(tooMuch.statusCode).toBe(422);
    expect(violations(tooMuch)).toEqual({ amount: 'The value must be at most 100.00' });

    const rest = await refund(order.id, { amount: '100', reason: 'Canceled by the shop' });
    expect(rest.statusCode).toBe(200);
    const closed = rest.json() as AdminBuyoutDetail;
    expect(closed).toMatchObject({ status: 'refunded', canRefund: false });
    expect(closed.refundable).toEqual({ amount: '0.00', currency: 'USD' });
    expect(await paymentOf(t, order.id)).toMatchObject({ status: 'refunded', refundedAmount: '121.00' });
    // Nothing is left to give back: the order is out of processing.
    expect((await refund(order.id, { amount: '1', reason: 'Again' })).statusCode).toBe(409);
  });

  it('needs an amount and a reason (422 in the request language)', async () => {
    const order = await paidBuyout(t, olga);
    const res = await refund(order.id, { amount: '0', reason: ' ' }, 'uk');
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({
      amount: 'Значення має бути не менше 0,01',
      reason: "Обов'язкове поле",
    });
  });

  it('is possible at any time while money is left (issue 14: the 14 days are when it reaches the card)', async () => {
    const order = await paidBuyout(t, olga);
    await paidAgo(t, order.id, 30 * 24);
    const res = await refund(order.id, { amount: '5', reason: 'Shop refunded late' });
    expect(res.statusCode).toBe(200);
    const seen = res.json() as AdminBuyoutDetail;
    expect(seen.canRefund).toBe(true);
    // SPEC §4 "refunded ... within 14 days to the paying card": the date is shown with the refund.
    const [made] = seen.refunds;
    expect(new Date(made!.arrivesBy).getTime() - new Date(made!.createdAt).getTime()).toBe(
      14 * 24 * 3600_000,
    );
  });

  it('the same Idempotency-Key twice (a double click) gives back once', async () => {
    const order = await paidBuyout(t, olga);
    const key = 'refund-form-0001';
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/buyouts/${order.id}/refund`,
        headers: { authorization: `Bearer ${operator.token}`, 'idempotency-key': key },
        payload: { amount: '7.00', reason: 'Double click' },
      });
    const [first, second] = [await send(), await send()];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((second.json() as AdminBuyoutDetail).refunds).toHaveLength(1);
    expect(await paymentOf(t, order.id)).toMatchObject({ refundedAmount: '7.00' });
    // The rest, clicked twice: the order is refunded by the first, the second answers the same 200.
    const rest = (key2: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/buyouts/${order.id}/refund`,
        headers: { authorization: `Bearer ${operator.token}`, 'idempotency-key': key2 },
        payload: { amount: '114.00', reason: 'The rest' },
      });
    const [third, fourth] = [await rest('refund-form-0002'), await rest('refund-form-0002')];
    expect([third.statusCode, fourth.statusCode]).toEqual([200, 200]);
    expect(fourth.json()).toMatchObject({
      status: 'refunded',
      refundable: { amount: '0.00', currency: 'USD' },
    });
    expect(await paymentOf(t, order.id)).toMatchObject({ status: 'refunded', refundedAmount: '121.00' });
  });

  it('refuses an unpaid order (409) and an unknown one (404)', async () => {
    const order = await paidBuyout(t, olga);
    await call(olga, 'POST', `/buyout/${order.id}/refund`);
    expect((await refund(order.id, { amount: '5', reason: 'x' })).statusCode).toBe(409);
    expect(
      (await refund('6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', { amount: '5', reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

// Issue 6 follow-up: a paid surcharge (an accepted price rise) can be given back too, e.g. the shop
// canceled the line after the rise was paid. What is left = paid + surcharges - refunds. Order 121.00;
// shoes 60.00 -> 66.00 accepted in advance: surcharge 6.00 + 0.60 fee share = 6.60.
describe('POST /admin/buyouts/{id}/refund with a paid surcharge', () => {
  const usd = (amount: string) => ({ amount, currency: 'USD' });

  async function withPaidSurcharge() {
    const order = await paidBuyout(t, olga);
    const shoes = order.products[0]!;
    const bought = await call(
      operator,
      'POST',
      `/admin/buyouts/${order.id}/items/${shoes.id}/purchase`,
      purchaseBody('66.00', 1),
    );
    expect(bought.statusCode).toBe(200);
    const paid = await paySurcharge(t, olga, order.id, shoes.id);
    expect(paid.status).toBe(303);
    const [surcharge] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'surcharge')));
    expect(surcharge).toMatchObject({ status: 'paid', baseAmount: '6.60' });
    return { order, surcharge: surcharge! };
  }

  it('the refundable amount includes the surcharge: 121.00 + 6.60 - 0 = 127.60, and not a cent more', async () => {
    const { order } = await withPaidSurcharge();
    const seen = await detail(t, operator, order.id);
    expect(seen.refundable).toEqual(usd('127.60'));
    expect(seen.refundableFrom).toEqual({
      paid: usd('121.00'),
      surcharges: usd('6.60'),
      refunded: usd('0.00'),
    });
    expect(seen.canRefund).toBe(true);

    const tooMuch = await refund(order.id, { amount: '127.61', reason: 'All of it' });
    expect(tooMuch.statusCode).toBe(422);
    expect(violations(tooMuch)).toEqual({ amount: 'The value must be at most 127.60' });
    const tooMuchUk = await refund(order.id, { amount: '127.61', reason: 'Усе' }, 'uk');
    expect(violations(tooMuchUk)).toEqual({ amount: 'Значення має бути не більше 127.60' });
    expect(await paymentOf(t, order.id)).toMatchObject({ refundedAmount: '0.00' });
  });

  it('takes the order payment first, then the surcharge through its own payment, audited per payment', async () => {
    const { order, surcharge } = await withPaidSurcharge();
    const res = await refund(order.id, { amount: '125.00', reason: 'Shop canceled the shoes' });
    expect(res.statusCode).toBe(200);
    const after = res.json() as AdminBuyoutDetail;
    expect(after.status).toBe('partially_refunded');
    expect(after.refundable).toEqual(usd('2.60'));
    expect(after.refundableFrom).toEqual({
      paid: usd('121.00'),
      surcharges: usd('6.60'),
      refunded: usd('125.00'),
    });
    expect(after.refunds.map((row) => [row.amount.amount, row.status, row.kind])).toEqual([
      ['121.00', 'done', 'operator'],
      ['4.00', 'done', 'operator'],
    ]);
    // Each part went through the payment that took the money (the provider reference is that payment's).
    expect(await paymentOf(t, order.id)).toMatchObject({ status: 'paid', refundedAmount: '121.00' });
    const surchargeAfter = await paymentById(t.db, surcharge.id);
    expect(surchargeAfter).toMatchObject({ status: 'paid', refundedAmount: '4.00' });
    const rows = await ledgerRefunds(t.db, order.id);
    expect(rows.find((row) => row.amount === '4.00')?.providerRef).toBe(surcharge.providerPaymentId);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'buyout.refund')));
    expect(
      audits.map((row) => row.after).sort((a, b) => String(a!.payment).localeCompare(String(b!.payment))),
    ).toEqual([
      expect.objectContaining({ payment: 'order', amount: '121.00', refunded: '121.00' }),
      expect.objectContaining({
        payment: 'surcharge',
        paymentId: surcharge.id,
        amount: '4.00',
        refunded: '4.00',
        status: 'partially_refunded',
      }),
    ]);
    expect(audits.every((row) => row.actorUserId === operator.id)).toBe(true);

    // The customer's page: charged = 121.00 + 6.60 - 125.00 (the surcharge refund counted once).
    const seen = await call(olga, 'GET', `/buyout/${order.id}/processing`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect((seen.json() as BuyoutProcessing).money).toMatchObject({
      paid: usd('121.00'),
      surcharges: usd('6.60'),
      refunded: usd('125.00'),
      charged: usd('2.60'),
    });

    // Never above what is left (2.60), then the rest closes the order; nothing is given back twice.
    const over = await refund(order.id, { amount: '2.61', reason: 'Again' });
    expect(over.statusCode).toBe(422);
    expect(violations(over)).toEqual({ amount: 'The value must be at most 2.60' });
    const rest = await refund(order.id, { amount: '2.60', reason: 'The rest of the surcharge' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded', canRefund: false, refundable: usd('0.00') });
    const closed = await paymentById(t.db, surcharge.id);
    expect(closed).toMatchObject({ refundedAmount: '6.60' });
    expect(await paymentOf(t, order.id)).toMatchObject({ status: 'refunded', refundedAmount: '121.00' });
    expect((await refund(order.id, { amount: '0.01', reason: 'Once more' })).statusCode).toBe(409);
  });

  it('a surcharge alone can be refunded once the order payment is given back', async () => {
    const { order, surcharge } = await withPaidSurcharge();
    expect((await refund(order.id, { amount: '121.00', reason: 'Shop canceled' })).statusCode).toBe(200);
    const res = await refund(order.id, { amount: '6.60', reason: 'Price rise back' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refundable: usd('0.00') });
    // Everything given back: the surcharge's payment is closed as refunded too.
    const row = await paymentById(t.db, surcharge.id);
    expect(row).toMatchObject({ status: 'refunded', refundedAmount: '6.60' });
  });
});
