// Issue 13 item 7, forwarding side: "a code is used once per customer" (SPEC §4 "A used code shows a
// 'used' state"). Completion takes the code's use in its transaction (a draft only carries it), a
// second order is refused on `promoCode`, two completions at once: exactly one wins; a total limit
// ("used up"); removing an unpaid order or clearing its promo gives the code back
// (docs/decisions/010-promo-code-redemptions.md).
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, type Customer, newCustomer, verifyPhone, violations } from '../../../test/customers.js';
import { promoCodes, promoRedemptions } from '../../db/schema/index.js';
import { forwardingTestApp, trackNumber } from './test-helpers.js';

const { t, call, companies } = forwardingTestApp();

beforeAll(async () => {
  // A code only two customers may use in all.
  await t.db.insert(promoCodes).values({ code: 'TWICE50', format: 'amount', value: '50.00', usageLimit: 2 });
});

const PHONE = '380671234588';
const USED = 'You have already used this promo code on another order';

/** A customer with an address and a verified phone; `payload` gives a completable US declaration. */
async function readyCustomer(name: string) {
  const who = await newCustomer(t, name);
  const address = await addAddress(t, who);
  await verifyPhone(t, who, PHONE);
  const payload = (over: object = {}) => ({
    country: 'US',
    company: companies.US,
    number: trackNumber(),
    receivedTrackNumber: true,
    items: [
      { categoryId: 1, name: 'Cotton T-shirt', quantity: 1, unitPrice: { amount: '30.00', currency: 'USD' } },
    ],
    consigneeAddress: address,
    phoneNumber: '+38 (067) 123 45 88',
    ...over,
  });
  return { who, payload };
}

async function draftWith(who: Customer, body: object): Promise<string> {
  const res = await call(who, 'POST', '/orders/draft', body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const checkCode = (who: Customer, code: string, locale = 'en') =>
  call(who, 'POST', '/validate-promo-code', { code, country: 'US', service: 'forwarding' }, locale);

async function liveRedemptions(who: Customer, code: string) {
  return t.db
    .select()
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.userId, who.id),
        eq(promoRedemptions.code, code),
        isNull(promoRedemptions.releasedAt),
      ),
    );
}

describe('a promo code is used once per customer (forwarding)', () => {
  it('a draft only carries the code; completion uses it; a second order is refused on promoCode', async () => {
    const { who, payload } = await readyCustomer('once');
    const first = payload({ promoCode: 'WELCOME100' });
    const firstId = await draftWith(who, first);
    // Two drafts may hold the code: neither has used it yet.
    const second = payload({ promoCode: 'WELCOME100' });
    const secondId = await draftWith(who, second);
    expect((await checkCode(who, 'WELCOME100')).json()).toMatchObject({ status: true, used: false });

    const done = await call(who, 'POST', `/orders/complete/${firstId}`, first);
    expect(done.statusCode, done.body).toBe(200);
    expect(await liveRedemptions(who, 'WELCOME100')).toHaveLength(1);

    // SPEC §4 "A used code shows a 'used' state", in the customer's language.
    expect((await checkCode(who, 'welcome100')).json()).toMatchObject({
      status: false,
      used: true,
      usedUp: false,
      expired: false,
      message: USED,
    });
    expect((await checkCode(who, 'WELCOME100', 'uk')).json().message).toBe(
      'Ви вже використали цей промокод в іншому замовленні',
    );

    // The second order can carry it neither on a save nor on completion.
    const saved = await call(who, 'PUT', `/orders/draft/${secondId}`, second, 'ru');
    expect(saved.statusCode).toBe(422);
    expect(violations(saved)).toEqual({ promoCode: 'Вы уже использовали этот промокод в другом заказе' });
    const completed = await call(who, 'POST', `/orders/complete/${secondId}`, second);
    expect(completed.statusCode).toBe(422);
    expect(violations(completed)).toEqual({ promoCode: USED });
    const fresh = await call(who, 'POST', '/orders/draft', payload({ promoCode: 'WELCOME100' }), 'ro');
    expect(violations(fresh)).toEqual({
      promoCode: 'Ați folosit deja acest cod promoțional într-o altă comandă',
    });

    // The order that used it keeps it, and another customer still has it.
    expect((await call(who, 'GET', `/orders/${firstId}`)).json().promo).toMatchObject({ code: 'WELCOME100' });
    const other = await newCustomer(t, 'once-other');
    expect((await checkCode(other, 'WELCOME100')).json()).toMatchObject({ status: true, used: false });
  });

  it('race: two orders completed at once with one code -> exactly one wins, the other stays a draft', async () => {
    const { who, payload } = await readyCustomer('race');
    const a = payload({ promoCode: 'WELCOME100' });
    const b = payload({ promoCode: 'WELCOME100' });
    const [aId, bId] = [await draftWith(who, a), await draftWith(who, b)];
    const answers = await Promise.all([
      call(who, 'POST', `/orders/complete/${aId}`, a),
      call(who, 'POST', `/orders/complete/${bId}`, b),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((r) => r.statusCode === 422)!;
    expect(violations(loser)).toEqual({ promoCode: USED });
    const rows = await liveRedemptions(who, 'WELCOME100');
    expect(rows).toHaveLength(1);
    const winnerId = answers[0]!.statusCode === 200 ? aId : bId;
    const loserId = winnerId === aId ? bId : aId;
    expect(rows[0]!.orderId).toBe(winnerId);
    const loserOrder = (await call(who, 'GET', `/orders/${loserId}`)).json();
    expect(loserOrder.states.isCheckoutCompleted).toBe(false);
  });

  it('a total usage limit: over it the code is "used up" for everyone else', async () => {
    for (const name of ['limit-1', 'limit-2']) {
      const { who, payload } = await readyCustomer(name);
      const body = payload({ promoCode: 'TWICE50' });
      const done = await call(who, 'POST', `/orders/complete/${await draftWith(who, body)}`, body);
      expect(done.statusCode, done.body).toBe(200);
    }
    const { who, payload } = await readyCustomer('limit-3');
    expect((await checkCode(who, 'TWICE50')).json()).toMatchObject({
      status: false,
      used: false,
      usedUp: true,
      message: 'This promo code has been used the maximum number of times',
    });
    const refused = await call(who, 'POST', '/orders/draft', payload({ promoCode: 'TWICE50' }), 'uk');
    expect(violations(refused)).toEqual({
      promoCode: 'Цей промокод уже використали максимальну кількість разів',
    });
  });

  it('the limit holds under a race too: the last free use goes to exactly one customer', async () => {
    await t.db.insert(promoCodes).values({ code: 'ONCE1', format: 'amount', value: '10.00', usageLimit: 1 });
    const [x, y] = [await readyCustomer('last-x'), await readyCustomer('last-y')];
    const bx = x.payload({ promoCode: 'ONCE1' });
    const by = y.payload({ promoCode: 'ONCE1' });
    const [xId, yId] = [await draftWith(x.who, bx), await draftWith(y.who, by)];
    const answers = await Promise.all([
      call(x.who, 'POST', `/orders/complete/${xId}`, bx),
      call(y.who, 'POST', `/orders/complete/${yId}`, by),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const rows = await t.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, 'ONCE1'), isNull(promoRedemptions.releasedAt)));
    expect(rows).toHaveLength(1);
  });

  it('removing the unpaid order that used the code gives it back', async () => {
    const { who, payload } = await readyCustomer('release-delete');
    const body = payload({ promoCode: 'WELCOME100' });
    const id = await draftWith(who, body);
    expect((await call(who, 'POST', `/orders/complete/${id}`, body)).statusCode).toBe(200);
    expect((await checkCode(who, 'WELCOME100')).json().used).toBe(true);

    expect((await call(who, 'POST', `/orders/delete/${id}`)).statusCode).toBe(204);
    expect(await liveRedemptions(who, 'WELCOME100')).toHaveLength(0);
    // The trail stays: the released row keeps who used it on which order and when it came back.
    const [trail] = await t.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, id));
    expect(trail?.releasedAt).toBeInstanceOf(Date);

    expect((await checkCode(who, 'WELCOME100')).json()).toMatchObject({ status: true, used: false });
    const next = payload({ promoCode: 'WELCOME100' });
    const done = await call(who, 'POST', `/orders/complete/${await draftWith(who, next)}`, next);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('clearing the promo of a completed order gives the code back with it', async () => {
    const { who, payload } = await readyCustomer('release-clear');
    const body = payload({ promoCode: 'WELCOME100' });
    const id = await draftWith(who, body);
    expect((await call(who, 'POST', `/orders/complete/${id}`, body)).statusCode).toBe(200);
    expect((await call(who, 'POST', `/orders/${id}/promo/clear`)).json().promo).toBeNull();
    expect((await checkCode(who, 'WELCOME100')).json()).toMatchObject({ status: true, used: false });
  });
});
