// Recording purchases per line and the customer's answer (issue 6: "price rises up to +20% and at most
// 20 USD accepted automatically (otherwise the customer is asked), lower quantity when allowed";
// SPEC §9 "Over-price allowed up to +20% but at most 20 USD"). Order: 60.00 x1 + 25.00 x2 at amazon
// (service 8.80 + insurance 2.20 = 11.00 on 110.00 of goods), total 121.00.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyoutPurchaseResult, BuyoutProcessing } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { alertMessages, auditLog } from '../../../db/schema/index.js';
import { caller, customer, staff, violations, type Who } from '../test-helpers.js';
import { SANDBOX_ENV, detail, line, paidBuyout, paymentOf, purchaseBody } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let olga: Who;
let petro: Who;

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  call = caller(t);
  operator = await staff(t, 'operator');
  olga = await customer(t, 'olga');
  petro = await customer(t, 'petro');
});
afterAll(() => t.close());

const purchase = (orderId: string, itemId: string, body: object, locale = 'en') =>
  call(operator, 'POST', `/admin/buyouts/${orderId}/items/${itemId}/purchase`, body, locale);

const processing = async (who: Who, orderId: string) => {
  const res = await call(who, 'GET', `/buyout/${orderId}/processing`);
  expect(res.statusCode).toBe(200);
  return res.json() as BuyoutProcessing;
};

describe('POST /admin/buyouts/{id}/items/{itemId}/purchase', () => {
  it('a rise of 6.00 on 60.00 (10%, under 20 USD) is accepted automatically and waits for its surcharge; the order is in processing', async () => {
    const order = await paidBuyout(t, olga);
    const first = order.products[0]!;
    const res = await purchase(order.id, first.id, purchaseBody('66.00', 1));
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminBuyoutPurchaseResult;
    expect(body).toMatchObject({ priceDecision: 'auto_accept', quantityDecision: 'full', refund: null });
    expect(body.order.status).toBe('processing');
    expect(body.order.lines[0]).toMatchObject({
      state: 'awaiting_surcharge',
      decision: 'auto_accept',
      shopOrderNumber: '112-4455667-1',
      actualPrice: { amount: '66.00', currency: 'USD' },
      actualQuantity: 1,
      // 6.00 + 11.00 x 6/110 (service fee and insurance share).
      surchargeAmount: { amount: '6.60', currency: 'USD' },
      surchargePaidAt: null,
    });
    expect(body.order).toMatchObject({
      linesDone: 0,
      linesTotal: 2,
      linesAwaitingSurcharge: 1,
      boughtAt: null,
    });
    // Every operator action is audited: who, what, before and after.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'buyout.purchase')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: operator.id, entityType: 'buyout_order' });
    expect(audit[0]!.after).toMatchObject({
      actualPrice: '66.00',
      decision: 'auto_accept',
      priceDecision: 'auto_accept',
    });
    expect(body.order.audit[0]).toMatchObject({ action: 'buyout.purchase', actorEmail: operator.email });

    // The customer can't edit or cancel an order being bought.
    const cancel = await call(olga, 'POST', `/buyout/${order.id}/refund`);
    expect(cancel.statusCode).toBe(409);
  });

  it('a rise over the limits asks the customer; accepting asks for the surcharge', async () => {
    const order = await paidBuyout(t, olga);
    const first = order.products[0]!;
    // 60 -> 80: +20.00 is exactly 20 USD but 33% of the line: the customer decides.
    const res = await purchase(order.id, first.id, purchaseBody('80.00', 1));
    const body = res.json() as AdminBuyoutPurchaseResult;
    expect(body).toMatchObject({ priceDecision: 'ask_customer', quantityDecision: 'full', refund: null });
    expect(body.order.lines[0]).toMatchObject({
      state: 'asking',
      decision: 'ask_customer',
      purchasedAt: null,
    });
    expect(body.order.linesAsking).toBe(1);
    // The customer is told in the cabinet's alerts, with a link to the order page.
    const alerts = await t.db.select().from(alertMessages).where(eq(alertMessages.userId, olga.id));
    expect(alerts.filter((a) => a.messageKey === 'buyout-question').at(-1)).toMatchObject({
      kind: 'warning',
      params: { number: order.number },
      link: `/buyout/show/${order.id}`,
    });

    const seen = await processing(olga, order.id);
    expect(seen.lines[0]).toMatchObject({ productId: first.id, state: 'asking' });
    expect(seen.lines[0]!.question).toEqual({
      declaredPrice: { amount: '60.00', currency: 'USD' },
      actualPrice: { amount: '80.00', currency: 'USD' },
      quantity: 1,
      actualQuantity: 1,
      rise: { amount: '20.00', currency: 'USD' },
      priceRise: true,
      lowerQuantity: false,
    });

    // Another customer's order looks like an unknown one.
    const foreign = await call(petro, 'POST', `/buyout/${order.id}/items/${first.id}/price-decision`, {
      accept: true,
    });
    expect(foreign.statusCode).toBe(404);

    const accepted = await call(olga, 'POST', `/buyout/${order.id}/items/${first.id}/price-decision`, {
      accept: true,
    });
    expect(accepted.statusCode).toBe(200);
    const after = accepted.json() as BuyoutProcessing;
    // 20.00 + 11.00 x 20/110 = 22.00 to pay before the line is bought.
    expect(after.lines[0]).toMatchObject({
      state: 'awaiting_surcharge',
      question: null,
      surcharge: { amount: { amount: '22.00', currency: 'USD' }, paidAt: null },
    });
    expect(after).toMatchObject({ purchased: 0, total: 2, refunds: [] });
    expect((await detail(t, operator, order.id)).lines[0]!.decision).toBe('accepted');

    // Answered once: accepting again is no question (refusing the surcharge is differences.test.ts's).
    const again = await call(olga, 'POST', `/buyout/${order.id}/items/${first.id}/price-decision`, {
      accept: true,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refusing the change refunds the line with its fee share: 60.00 + 11.00 x 60/110 = 66.00', async () => {
    const order = await paidBuyout(t, olga);
    const first = order.products[0]!;
    await purchase(order.id, first.id, purchaseBody('90.00', 1));
    const refused = await call(olga, 'POST', `/buyout/${order.id}/items/${first.id}/price-decision`, {
      accept: false,
    });
    expect(refused.statusCode).toBe(200);
    const after = refused.json() as BuyoutProcessing;
    expect(after.lines[0]!.state).toBe('refused');
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: { amount: '66.00', currency: 'USD' },
        kind: 'refused',
        productId: first.id,
        status: 'done',
      }),
    ]);
    expect(await paymentOf(t, order.id)).toMatchObject({ status: 'paid', refundedAmount: '66.00' });
    const seen = await detail(t, operator, order.id);
    expect(seen.status).toBe('partially_refunded');
    expect(seen.refundable).toEqual({ amount: '55.00', currency: 'USD' });
  });

  it('a lower quantity, allowed: bought, the missing unit refunded at once (25.00 + 11.00 x 25/110 = 27.50)', async () => {
    const order = await paidBuyout(t, olga);
    const second = order.products[1]!;
    const res = await purchase(order.id, second.id, purchaseBody('25.00', 1));
    const body = res.json() as AdminBuyoutPurchaseResult;
    expect(body).toMatchObject({ priceDecision: 'no_rise', quantityDecision: 'lower_accepted' });
    expect(body.refund).toMatchObject({
      amount: { amount: '27.50', currency: 'USD' },
      kind: 'lower_quantity',
    });
    expect(body.order.lines[1]).toMatchObject({
      state: 'purchased',
      decision: 'auto_accept',
      actualQuantity: 1,
    });
    expect(body.order.refunds[0]!.createdBy).toBe(operator.email);
  });

  it('a lower quantity the customer did not allow asks first; nothing available refunds the whole line', async () => {
    const order = await paidBuyout(t, olga, {
      lines: [
        { ...line('https://www.amazon.com/dp/B000001', 'Running shoes', '60'), allowLowerQuantity: false },
        line('https://www.amazon.com/dp/B000002', 'Socks', '25', 2),
      ],
    });
    const [first] = order.products;
    const asked = (
      await purchase(order.id, first!.id, purchaseBody('60.00', 0))
    ).json() as AdminBuyoutPurchaseResult;
    // None at all is not a question: there is nothing to accept.
    expect(asked).toMatchObject({ quantityDecision: 'none' });
    expect(asked.order.lines[0]!.state).toBe('unavailable');
    expect(asked.refund).toMatchObject({ amount: { amount: '66.00', currency: 'USD' }, kind: 'unavailable' });

    const other = await paidBuyout(t, olga, {
      lines: [line('https://www.amazon.com/dp/B000003', 'Hats', '25', 2)].map((l) => ({
        ...l,
        allowLowerQuantity: false,
      })),
    });
    const ask = (
      await purchase(other.id, other.products[0]!.id, purchaseBody('25.00', 1))
    ).json() as AdminBuyoutPurchaseResult;
    expect(ask).toMatchObject({ quantityDecision: 'ask_customer', refund: null });
    expect(ask.order.lines[0]!.state).toBe('asking');
    const question = (await processing(olga, other.id)).lines[0]!.question;
    expect(question).toMatchObject({ lowerQuantity: true, priceRise: false, rise: { amount: '0.00' } });
  });

  it('422 per field in the request language; 404 for a line of another order', async () => {
    const order = await paidBuyout(t, olga);
    const res = await purchase(
      order.id,
      order.products[1]!.id,
      { shopOrderNumber: '', actualPrice: 'abc', actualQuantity: 3 },
      'uk',
    );
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toMatchObject({
      shopOrderNumber: "Обов'язкове поле",
      actualQuantity: 'Значення має бути не більше 2',
    });
    expect(Object.keys(violations(res))).toContain('actualPrice');
    const other = await paidBuyout(t, petro);
    expect((await purchase(order.id, other.products[0]!.id, purchaseBody('60.00', 1))).statusCode).toBe(404);
  });

  it('a recorded line takes a track number later (shipped); another price is refused (409)', async () => {
    const order = await paidBuyout(t, olga);
    const first = order.products[0]!;
    await purchase(order.id, first.id, purchaseBody('60.00', 1));
    const tracked = await purchase(order.id, first.id, purchaseBody('60', 1, '1Z999AA10123456784'));
    expect(tracked.statusCode).toBe(200);
    const body = tracked.json() as AdminBuyoutPurchaseResult;
    expect(body.order.lines[0]).toMatchObject({ state: 'shipped', trackNo: '1Z999AA10123456784' });
    expect((await processing(olga, order.id)).tracked).toBe(1);
    const changed = await purchase(order.id, first.id, purchaseBody('61.00', 1));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      errorDescription:
        'This line is already recorded with another price or quantity. Only the shop order number and the track number can be changed.',
    });
  });

  it('refuses an order that is not paid or already refunded (409)', async () => {
    const order = await paidBuyout(t, olga);
    expect((await call(olga, 'POST', `/buyout/${order.id}/refund`)).statusCode).toBe(200);
    const res = await purchase(order.id, order.products[0]!.id, purchaseBody('60.00', 1));
    expect(res.statusCode).toBe(409);
  });
});
