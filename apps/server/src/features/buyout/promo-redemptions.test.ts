// Issue 13 item 7, buy-out side: "a code is used once per customer" (SPEC §4 "A used code shows a
// 'used' state"). Checkout takes the code's use in its transaction (a draft only carries it); another
// order is refused on payment.promoCode; two checkouts at once: exactly one wins; an order cancelled
// or removed before payment, or saved back to a draft, gives the code back; a paid one keeps it
// (docs/decisions/010-promo-code-redemptions.md).
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuyoutOrder } from '@posylka/contract';
import { appForFile, type Customer, newCustomer, violations } from '../../../test/customers.js';
import { buyoutOrders, promoRedemptions } from '../../db/schema/index.js';
import { line, readyDraft, RECIPIENT } from '../../../test/buyout-drafts.js';

const { t, call } = appForFile();

const USED = 'You have already used this promo code on another order';
const withCode = (code: string) => ({
  payment: { promoCode: code, churnAccepted: false, isApplyDiscount: false },
});

const checkout = (who: Customer, id: string, locale = 'en') =>
  call(who, 'POST', `/buyout/${id}/checkout`, undefined, locale);

const checkCode = (who: Customer, code: string, service: 'buyout' | 'forwarding' = 'buyout') =>
  call(who, 'POST', '/validate-promo-code', { code, country: 'US', service });

async function liveRedemptions(who: Customer) {
  return t.db
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, who.id), isNull(promoRedemptions.releasedAt)));
}

describe('a promo code is used once per customer (buy-out)', () => {
  it('checkout uses the code; another order cannot carry it; the check answers "used"', async () => {
    const who = await newCustomer(t, 'bo-once');
    const first = await readyDraft(t, who, withCode('SHOPUSA50'));
    const second = await readyDraft(t, who, withCode('SHOPUSA50'));
    // Both drafts hold it: a draft does not use a code.
    expect((await checkCode(who, 'SHOPUSA50')).json()).toMatchObject({ status: true, used: false });

    expect((await checkout(who, first.id)).statusCode).toBe(200);
    expect(await liveRedemptions(who)).toMatchObject([{ code: 'SHOPUSA50', buyoutOrderId: first.id }]);
    expect((await checkCode(who, 'shopusa50')).json()).toMatchObject({
      status: false,
      used: true,
      message: USED,
    });

    const refused = await checkout(who, second.id, 'uk');
    expect(refused.statusCode).toBe(422);
    expect(violations(refused)).toEqual({
      'payment.promoCode': 'Ви вже використали цей промокод в іншому замовленні',
    });
    const saved = await call(who, 'POST', '/buyout/draft', {
      id: second.id,
      products: [line('https://www.amazon.com/dp/B000001', 'Running shoes', '60')],
      ...withCode('SHOPUSA50'),
    });
    expect(violations(saved)).toEqual({ 'payment.promoCode': USED });
    // Checking out the order that holds it again (it still awaits payment) is not a second use.
    expect((await checkout(who, first.id)).statusCode).toBe(200);
    expect(await liveRedemptions(who)).toHaveLength(1);
  });

  it('once per customer across services: used on a buy-out, WELCOME100 is used for forwarding too', async () => {
    const who = await newCustomer(t, 'bo-cross');
    const order = await readyDraft(t, who, withCode('WELCOME100'));
    expect((await checkout(who, order.id)).statusCode).toBe(200);
    expect((await checkCode(who, 'WELCOME100', 'forwarding')).json()).toMatchObject({ used: true });
  });

  it('race: two checkouts at once with one code -> exactly one wins, the other stays a draft', async () => {
    const who = await newCustomer(t, 'bo-race');
    const a = await readyDraft(t, who, withCode('SHOPUSA50'));
    const b = await readyDraft(t, who, withCode('SHOPUSA50'));
    const answers = await Promise.all([checkout(who, a.id), checkout(who, b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(violations(answers.find((r) => r.statusCode === 422)!)).toEqual({ 'payment.promoCode': USED });
    const rows = await liveRedemptions(who);
    expect(rows).toHaveLength(1);
    const loserId = rows[0]!.buyoutOrderId === a.id ? b.id : a.id;
    const [loser] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, loserId));
    expect(loser!.status).toBe('draft');
  });

  it('cancelled before payment, removed, or saved back to a draft: the code is given back', async () => {
    const who = await newCustomer(t, 'bo-release');
    const reuse = async () => {
      const order = await readyDraft(t, who, withCode('SHOPUSA50'));
      const res = await checkout(who, order.id);
      expect(res.statusCode, res.body).toBe(200);
      return order;
    };
    const canceled = await reuse();
    const cancel = await call(who, 'POST', `/buyout/${canceled.id}/refund`);
    expect((cancel.json() as BuyoutOrder).status).toBe('canceled');
    expect((await checkCode(who, 'SHOPUSA50')).json()).toMatchObject({ status: true, used: false });

    const removed = await reuse();
    expect((await call(who, 'POST', `/orders/delete/${removed.id}`)).statusCode).toBe(204);
    expect((await checkCode(who, 'SHOPUSA50')).json().used).toBe(false);

    // A saved order awaiting payment is a draft again: the use waits for its next checkout.
    const back = await reuse();
    const resaved = await call(who, 'POST', '/buyout/draft', {
      id: back.id,
      products: [line('https://www.amazon.com/dp/B000001', 'Running shoes', '60')],
      recipient: RECIPIENT,
      delivery: { userAddressId: back.userAddress!.id },
      ...withCode('SHOPUSA50'),
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(await liveRedemptions(who)).toHaveLength(0);
    const again = await checkout(who, back.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(await liveRedemptions(who)).toHaveLength(1);
  });

  it('a paid order keeps the code even when it is cancelled and refunded later', async () => {
    const who = await newCustomer(t, 'bo-paid');
    const order = await readyDraft(t, who, withCode('SHOPUSA50'));
    expect((await checkout(who, order.id)).statusCode).toBe(200);
    await t.db.update(buyoutOrders).set({ status: 'paid' }).where(eq(buyoutOrders.id, order.id));
    const cancel = await call(who, 'POST', `/buyout/${order.id}/refund`);
    expect((cancel.json() as BuyoutOrder).status).toBe('refunded');
    expect((await checkCode(who, 'SHOPUSA50')).json()).toMatchObject({ status: false, used: true });
  });
});
