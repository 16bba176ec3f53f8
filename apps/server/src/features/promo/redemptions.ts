// When a promo code counts as used (docs/decisions/010-promo-code-redemptions.md): a live row of
// promo_redemptions, written in the transaction that completes a forwarding order or checks out a
// buy-out order, released when that order is removed, cancelled unpaid or drops the code. What the
// counts mean is the domain's promoUsageState; this file only counts, writes and releases.
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { promoUsageState, type PromoUsageCounts, type PromoUsageState } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { promoCodes, promoRedemptions } from '../../db/schema/index.js';

/** The order a code is used on: a forwarding order or a buy-out order. */
export type RedeemingOrder = { kind: 'forwarding' | 'buyout'; id: string };

const live = isNull(promoRedemptions.releasedAt);

function ofOrder(order: RedeemingOrder): SQL {
  return order.kind === 'forwarding'
    ? eq(promoRedemptions.orderId, order.id)
    : eq(promoRedemptions.buyoutOrderId, order.id);
}

/** Rows of any other order (an order never stands in its own way when it is saved or checked out again). */
function notOfOrder(order: RedeemingOrder): SQL {
  const column = order.kind === 'forwarding' ? promoRedemptions.orderId : promoRedemptions.buyoutOrderId;
  return or(isNull(column), ne(column, order.id))!;
}

/** The code's live redemptions: this customer's and everyone's, leaving out `except`'s own. */
export async function countRedemptions(
  db: Database,
  code: string,
  userId: string,
  except?: RedeemingOrder,
): Promise<PromoUsageCounts> {
  const [row] = await db
    .select({
      byCustomer: sql<number>`count(*) filter (where ${promoRedemptions.userId} = ${userId})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), live, except ? notOfOrder(except) : undefined));
  return { byCustomer: row?.byCustomer ?? 0, total: row?.total ?? 0 };
}

/**
 * Uses `code` for the customer's order, inside the caller's transaction (the completion or the
 * checkout), and answers the domain's state: `available` means the order now holds the code.
 * Races: two orders of one customer at once are settled by the partial unique index on (user,
 * code) (the loser's insert does nothing and it answers `used`); the total limit by locking the
 * code's row, so the count and the insert of concurrent customers happen one after the other.
 * Again for the same order: already held, `available`, nothing written twice.
 */
export async function redeemPromoCode(
  tx: Database,
  input: { code: string; userId: string; order: RedeemingOrder; at: Date },
): Promise<PromoUsageState> {
  const limitOf = eq(promoCodes.code, input.code);
  let [def] = await tx.select({ usageLimit: promoCodes.usageLimit }).from(promoCodes).where(limitOf);
  // Only a limited code takes the lock: without a total there is nothing to count across customers,
  // and one customer's races are the unique index's. The limit is read again under the lock.
  if (def && def.usageLimit !== null)
    [def] = await tx
      .select({ usageLimit: promoCodes.usageLimit })
      .from(promoCodes)
      .where(limitOf)
      .for('update');
  // A code deleted since the check cannot be held any more; the caller's check said it was valid.
  if (!def) return 'usedUp';
  // An order holds one code: a code it held before (changed since) is given back first.
  await tx
    .update(promoRedemptions)
    .set({ releasedAt: input.at })
    .where(and(ofOrder(input.order), ne(promoRedemptions.code, input.code), live));
  const [held] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(ofOrder(input.order), eq(promoRedemptions.code, input.code), live))
    .limit(1);
  if (held) return 'available';
  const state = promoUsageState(def, await countRedemptions(tx, input.code, input.userId, input.order));
  if (state !== 'available') return state;
  const inserted = await tx
    .insert(promoRedemptions)
    .values({
      code: input.code,
      userId: input.userId,
      orderId: input.order.kind === 'forwarding' ? input.order.id : null,
      buyoutOrderId: input.order.kind === 'buyout' ? input.order.id : null,
      redeemedAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  // Another order of this customer took the code between the count and the insert.
  return inserted.length > 0 ? 'available' : 'used';
}

/**
 * The order gives its code back (removed, cancelled before payment, back to a draft, or its promo
 * cleared): the row stays as the trail with released_at, and the code counts no more. Idempotent.
 */
export async function releasePromoCode(db: Database, order: RedeemingOrder, at: Date): Promise<void> {
  await db
    .update(promoRedemptions)
    .set({ releasedAt: at })
    .where(and(ofOrder(order), live));
}
