// Promo codes and churn offers (SPEC §3 "Promo and churn", §5 "Promo may be applied at registration
// of the shipment only; restricted ... by category; expired codes rejected", §9 "100 UAH off
// delivery"). Amounts are UAH; the rules that read these rows live in packages/domain/src/promo.
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { payments } from './payments.js';

export const promoCodes = pgTable('promo_codes', {
  /** Stored upper-case; customers may type any case. */
  code: varchar('code', { length: 64 }).primaryKey(),
  /** amount: `value` UAH off; percent: `value` per cent off. */
  format: varchar('format', { length: 8 }).notNull().default('amount'),
  value: numeric('value', { precision: 12, scale: 2 }).notNull(),
  /** The most the code can take off, UAH (null: no cap). */
  restrictedValue: numeric('restricted_value', { precision: 12, scale: 2 }),
  /** Country ids it applies to (null: any). */
  countries: text('countries').array(),
  /** forwarding | buyout (null: both). */
  services: text('services').array(),
  /** HS code prefixes of the goods it applies to (null: any goods). */
  hsCodes: text('hs_codes').array(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * Redemptions allowed across all customers (null: no limit); over it the code is "used up". One
   * per customer in any case (promo_redemptions, domain promoUsageState).
   */
  usageLimit: integer('usage_limit'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const churnOffers = pgTable(
  'churn_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2 }).notNull(),
    restrictedValue: numeric('restricted_value', { precision: 12, scale: 2 }),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
    /** Set when an order used the offer; a used offer is no longer active. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('churn_offers_user_idx').on(t.userId, t.expiredAt)],
);

/**
 * The payment results that gave a customer's churn offer (SPEC §9 "Promo: 100 UAH off delivery, valid
 * 2 hours after success or 3 days after failure"): one row per payment, so a replayed callback gives
 * nothing twice. A customer holds one active offer: a later result extends it (features/promo
 * payment-result.ts, domain paymentResultOffer), so several rows may point to one offer.
 */
export const churnOfferGrants = pgTable(
  'churn_offer_grants',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => churnOffers.id, { onDelete: 'cascade' }),
    /** success | failure */
    result: varchar('result', { length: 8 }).notNull(),
    /** When the payment result arrived (the offer's validity counts from it). */
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('churn_offer_grants_offer_idx').on(t.offerId)],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type ChurnOfferRow = typeof churnOffers.$inferSelect;
export type ChurnOfferGrantRow = typeof churnOfferGrants.$inferSelect;
