// Operator refunds (issue 6 "partial or full refund to the paying card within 14 days"; SPEC §9
// "refund within 14 days"): through the payment provider, never above what is left, audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyoutDetail } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { auditLog } from '../../../db/schema/index.js';
import { caller, customer, staff, violations, type Who } from '../test-helpers.js';
import { SANDBOX_ENV, paidAgo, paidBuyout, paymentOf } from './test-helpers.js';

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

  it('is possible within 14 days of payment only: 13 days 23 h yes, 14 days no (409)', async () => {
    const order = await paidBuyout(t, olga);
    await paidAgo(t, order.id, 14 * 24 - 1);
    expect((await refund(order.id, { amount: '5', reason: 'Late fee' })).statusCode).toBe(200);
    await paidAgo(t, order.id, 14 * 24);
    const late = await refund(order.id, { amount: '5', reason: 'Too late' }, 'uk');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      errorDescription: 'Повернення можливе лише протягом 14 днів після оплати.',
    });
    const seen = await call(operator, 'GET', `/admin/buyouts/${order.id}`);
    expect((seen.json() as AdminBuyoutDetail).canRefund).toBe(false);
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
