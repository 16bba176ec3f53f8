// The code's use itself (redemptions.ts), under the routes: what decides a race when the advisory
// check let both orders through, idempotency for the same order, and the release trail.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { orders, promoRedemptions, users } from '../../db/schema/index.js';
import { countRedemptions, redeemPromoCode, releasePromoCode } from './redemptions.js';

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  await registerUser(t.app, 'redeem-user@example.com');
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'redeem-user@example.com'));
  userId = row!.id;
});
afterAll(() => t.close());

async function order(): Promise<{ kind: 'forwarding'; id: string }> {
  const [row] = await t.db
    .insert(orders)
    .values({ userId, type: 'forwarding', countryCode: 'US' })
    .returning();
  return { kind: 'forwarding', id: row!.id };
}

const at = new Date('2026-06-01T12:00:00Z');

describe('redeemPromoCode / releasePromoCode', () => {
  it('the same order again holds its use once; another order of the customer is "used"', async () => {
    const [a, b] = [await order(), await order()];
    expect(await redeemPromoCode(t.db, { code: 'WELCOME100', userId, order: a, at })).toBe('available');
    expect(await redeemPromoCode(t.db, { code: 'WELCOME100', userId, order: a, at })).toBe('available');
    expect(await redeemPromoCode(t.db, { code: 'WELCOME100', userId, order: b, at })).toBe('used');
    expect(await countRedemptions(t.db, 'WELCOME100', userId)).toEqual({ byCustomer: 1, total: 1 });
    // The order's own use does not count against it when it is saved again.
    expect(await countRedemptions(t.db, 'WELCOME100', userId, a)).toEqual({ byCustomer: 0, total: 0 });

    await releasePromoCode(t.db, a, at);
    expect(await countRedemptions(t.db, 'WELCOME100', userId)).toEqual({ byCustomer: 0, total: 0 });
    expect(await redeemPromoCode(t.db, { code: 'WELCOME100', userId, order: b, at })).toBe('available');
  });

  it('the unique index is the last word: a second live row for one customer and code is refused', async () => {
    const [c, d] = [await order(), await order()];
    await t.db.insert(promoRedemptions).values({ code: 'BOOKS15', userId, orderId: c.id });
    await expect(
      t.db.insert(promoRedemptions).values({ code: 'BOOKS15', userId, orderId: d.id }),
    ).rejects.toThrow();
    // What a racing loser's insert does: nothing, and it answers "used".
    const skipped = await t.db
      .insert(promoRedemptions)
      .values({ code: 'BOOKS15', userId, orderId: d.id })
      .onConflictDoNothing()
      .returning();
    expect(skipped).toEqual([]);
    const live = await t.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, 'BOOKS15'), isNull(promoRedemptions.releasedAt)));
    expect(live.map((r) => r.orderId)).toEqual([c.id]);
  });

  it('an order holds one code: taking another gives the earlier one back', async () => {
    const e = await order();
    expect(await redeemPromoCode(t.db, { code: 'SHOPUSA50', userId, order: e, at })).toBe('available');
    expect(await redeemPromoCode(t.db, { code: 'POSYLKA100', userId, order: e, at })).toBe('available');
    expect((await countRedemptions(t.db, 'SHOPUSA50', userId)).byCustomer).toBe(0);
    expect((await countRedemptions(t.db, 'POSYLKA100', userId)).byCustomer).toBe(1);
  });
});
