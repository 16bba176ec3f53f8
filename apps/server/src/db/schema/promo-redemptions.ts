// Who used which promo code on which order (issue 13: "a code is used once per customer"; SPEC §4
// "A used code shows a 'used' state"). A row is written in the transaction that completes a
// forwarding order or checks out a buy-out order, and released (released_at set, the row kept as the
// trail) when that order is removed or cancelled unpaid or drops the code: see
// docs/decisions/010-promo-code-redemptions.md.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { buyoutOrders } from './buyout.js';
import { orders } from './orders.js';
import { promoCodes } from './promo.js';

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 64 })
      .notNull()
      .references(() => promoCodes.code, { onUpdate: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The forwarding order that used the code, or */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** the buy-out order that did (exactly one of the two). */
    buyoutOrderId: uuid('buyout_order_id').references(() => buyoutOrders.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the order gave the code back; a released row no longer counts. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // The race guard: two orders of one customer completed at once with one code, one insert wins.
    uniqueIndex('promo_redemptions_one_per_customer')
      .on(t.userId, t.code)
      .where(sql`${t.releasedAt} is null`),
    // The total limit counts a code's live redemptions.
    index('promo_redemptions_code_live')
      .on(t.code)
      .where(sql`${t.releasedAt} is null`),
    index('promo_redemptions_order_idx').on(t.orderId),
    index('promo_redemptions_buyout_order_idx').on(t.buyoutOrderId),
    check('promo_redemptions_one_order', sql`(${t.orderId} is null) <> (${t.buyoutOrderId} is null)`),
  ],
);

export type PromoRedemptionRow = typeof promoRedemptions.$inferSelect;
