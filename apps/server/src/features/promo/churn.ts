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
