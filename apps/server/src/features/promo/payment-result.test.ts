// Issue 14 item 6 "Personal promo after a payment result": SPEC §9 "Promo: 100 UAH off delivery, valid
// 2 hours after success or 3 days after failure", read through GET /churn/active (§3 "Churn offer:
// discountAmount, restrictedValue, result, expiredAt") and spent like any churn offer.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { buyoutOrders, churnOfferGrants, churnOffers, payments, users } from '../../db/schema/index.js';
import {
  findActiveChurnOffer,
  grantPaymentResultOffer,
  markChurnOfferUsed,
  type SettledPayment,
} from './index.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const AT = new Date('2026-06-01T12:00:00Z');
const after = (ms: number, from = AT) => new Date(from.getTime() + ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: string; token: string };

async function customer(name: string): Promise<Customer> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const { token } = await registerUser(t.app, email);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row!.id, token };
}

/** A buy-out order of `who` with one payment attempt, settled as `status` (what the callback does first). */
async function settledPayment(
  who: Customer,
  status: 'paid' | 'failed' | 'pending',
  kind: 'order' | 'surcharge' = 'order',
): Promise<SettledPayment> {
  const [order] = await t.db
    .insert(buyoutOrders)
    .values({ userId: who.id, status: 'awaiting_payment' })
    .returning({ id: buyoutOrders.id });
  const id = randomUUID();
  const [row] = await t.db
    .insert(payments)
    .values({
      id,
      orderId: order!.id,
      kind,
      provider: 'sandbox',
      providerPaymentId: id,
      amount: '121.00',
      currency: 'USD',
      baseAmount: '121.00',
      baseCurrency: 'USD',
      status,
    })
    .returning();
  return row!;
}

const grant = (payment: SettledPayment, now: Date) =>
  t.db.transaction((tx) => grantPaymentResultOffer(tx, { payment, now }));

const activeAt = (who: Customer, now: Date) => findActiveChurnOffer(t.db, who.id, now);

const activeRoute = (who: Customer) =>
  t.app.inject({
    method: 'GET',
    url: '/api/churn/active',
    headers: { authorization: `Bearer ${who.token}` },
  });

async function offersOf(who: Customer) {
  return t.db.select().from(churnOffers).where(eq(churnOffers.userId, who.id));
}

describe('the offer of a payment result (SPEC §9 "Promo: 100 UAH off delivery, valid 2 hours after success or 3 days after failure")', () => {
  it('after a success: 100 UAH off delivery, active at 1 h 59 min, gone at 2 h 01 min', async () => {
    const who = await customer('success');
    const granted = await grant(await settledPayment(who, 'paid'), AT);
    expect(granted).toMatchObject({ userId: who.id, result: 'success', granted: true });
    expect(granted!.expiredAt).toEqual(after(2 * HOUR));

    expect(await activeAt(who, after(2 * HOUR - MIN))).toEqual({
      id: granted!.offerId,
      discountAmount: { amount: '100.00', currency: 'UAH' },
      restrictedValue: null,
      expiredAt: '2026-06-01T14:00:00.000Z',
    });
    expect(await activeAt(who, after(2 * HOUR + MIN))).toBeNull();
  });

  it('after a failure: valid 3 days, active at 2 d 23 h 59 min, gone at 3 d 0 h 1 min', async () => {
    const who = await customer('failure');
    const granted = await grant(await settledPayment(who, 'failed'), AT);
    expect(granted).toMatchObject({ result: 'failure', granted: true });
    expect(await activeAt(who, after(3 * DAY - MIN))).toMatchObject({
      discountAmount: { amount: '100.00', currency: 'UAH' },
      expiredAt: '2026-06-04T12:00:00.000Z',
    });
    expect(await activeAt(who, after(3 * DAY + MIN))).toBeNull();
  });

  it('GET /api/churn/active serves it to its customer only (1 h 59 min after a success: shown; 2 h 01 min: gone)', async () => {
    const fresh = await customer('fresh');
    const stale = await customer('stale');
    const other = await customer('other');
    const now = Date.now();
    await grant(await settledPayment(fresh, 'paid'), new Date(now - (2 * HOUR - MIN)));
    await grant(await settledPayment(stale, 'paid'), new Date(now - (2 * HOUR + MIN)));

    const res = await activeRoute(fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      offer: {
        discountAmount: { amount: '100.00', currency: 'UAH' },
        restrictedValue: null,
        expiredAt: new Date(now + MIN).toISOString(),
      },
    });
    expect((await activeRoute(stale)).json()).toEqual({ offer: null });
    // Another customer's offer is not visible.
    expect((await activeRoute(other)).json()).toEqual({ offer: null });
  });

  it('the same result replayed (even later) gives no second offer and does not move its end', async () => {
    const who = await customer('replay');
    const payment = await settledPayment(who, 'failed');
    const first = await grant(payment, AT);
    const replay = await grant(payment, after(DAY));
    expect(replay).toEqual({ ...first, granted: false });
    const rows = await offersOf(who);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiredAt).toEqual(after(3 * DAY));
    const [grants] = await t.db
      .select({ n: count() })
      .from(churnOfferGrants)
      .where(eq(churnOfferGrants.userId, who.id));
    expect(grants!.n).toBe(1);
  });

  it('one active offer per customer: a later result extends it, never shortens it', async () => {
    const who = await customer('twice');
    // A failure (3 days), then a success an hour later (2 hours): the 3 days stay.
    const failed = await grant(await settledPayment(who, 'failed'), AT);
    const paid = await grant(await settledPayment(who, 'paid'), after(HOUR));
    expect(paid).toMatchObject({ offerId: failed!.offerId, result: 'success', granted: true });
    expect(paid!.expiredAt).toEqual(after(3 * DAY));
    // Another failure a day later: 3 days from it.
    const again = await grant(await settledPayment(who, 'failed'), after(DAY));
    expect(again!.offerId).toBe(failed!.offerId);
    expect((await activeAt(who, after(DAY + 3 * DAY - MIN)))?.id).toBe(failed!.offerId);
    expect(await offersOf(who)).toHaveLength(1);
  });

  it('an offer the customer already holds keeps its larger discount and is extended', async () => {
    const who = await customer('holder');
    const [held] = await t.db
      .insert(churnOffers)
      .values({ userId: who.id, discountAmount: '150.00', expiredAt: after(HOUR) })
      .returning();
    const granted = await grant(await settledPayment(who, 'paid'), AT);
    expect(granted!.offerId).toBe(held!.id);
    expect(await activeAt(who, after(2 * HOUR - MIN))).toMatchObject({
      discountAmount: { amount: '150.00', currency: 'UAH' },
      expiredAt: '2026-06-01T14:00:00.000Z',
    });
  });

  it('a used offer disappears; the next result gives a new one', async () => {
    const who = await customer('used');
    const first = await grant(await settledPayment(who, 'failed'), AT);
    await markChurnOfferUsed(t.db, who.id, first!.offerId, after(HOUR));
    expect(await activeAt(who, after(2 * HOUR))).toBeNull();

    const next = await grant(await settledPayment(who, 'paid'), after(2 * HOUR));
    expect(next!.offerId).not.toBe(first!.offerId);
    expect((await activeAt(who, after(3 * HOUR)))?.id).toBe(next!.offerId);
  });

  it('a surcharge of one line and a payment not settled give nothing', async () => {
    const who = await customer('nothing');
    expect(await grant(await settledPayment(who, 'paid', 'surcharge'), AT)).toBeNull();
    expect(await grant(await settledPayment(who, 'pending'), AT)).toBeNull();
    expect(await offersOf(who)).toHaveLength(0);
  });

  it('two results of one customer settled at once make one offer', async () => {
    const who = await customer('race');
    const [a, b] = [await settledPayment(who, 'failed'), await settledPayment(who, 'paid')];
    const [ga, gb] = await Promise.all([grant(a, AT), grant(b, AT)]);
    expect(ga!.offerId).toBe(gb!.offerId);
    expect(await offersOf(who)).toHaveLength(1);
  });
});
