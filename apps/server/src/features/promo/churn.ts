import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { churnOffers } from '../../db/schema/index.js';

/** An order used the offer (churnAccepted on completion): it stops being active. Idempotent. */
export async function markChurnOfferUsed(
  db: Database,
  userId: string,
  offerId: string,
  at = new Date(),
): Promise<void> {
  await db
    .update(churnOffers)
    .set({ usedAt: at })
    .where(and(eq(churnOffers.id, offerId), eq(churnOffers.userId, userId), isNull(churnOffers.usedAt)));
}

/**
 * A buy-out order that spent the offer at checkout and goes back to a draft before payment gives it
 * back (like a promo code's use, docs/decisions/010-promo-code-redemptions.md); its next checkout
 * spends it again.
 */
export async function releaseChurnOffer(db: Database, userId: string, offerId: string): Promise<void> {
  await db
    .update(churnOffers)
    .set({ usedAt: null })
    .where(and(eq(churnOffers.id, offerId), eq(churnOffers.userId, userId)));
}
