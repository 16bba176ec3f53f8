// Buy-out (personal buyer) orders of SPEC §3 "Buy-out order" and their product lines. Prices are
// exact numerics in the buy-out settings currency (USD); fees are recomputed by packages/domain on
// every read, and `total` here is the snapshot taken at checkout/edit (what the customer pays).
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.js';
import { userAddresses } from './addresses.js';
import { identityDocuments } from './identity-documents.js';

export const buyoutOrders = pgTable(
  'buyout_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human number "BO-000042" (sequence, never reused). */
    number: serial('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** draft | awaiting_payment | paid | processing | edited | canceled | refunded | partially_refunded */
    status: varchar('status', { length: 24 }).notNull().default('draft'),
    recipient: jsonb('recipient').$type<{
      firstName: string;
      lastName: string;
      middleName: string;
      phoneNumber: string;
      email: string;
    } | null>(),
    userAddressId: uuid('user_address_id').references(() => userAddresses.id),
    isApplyDiscount: boolean('is_apply_discount').notNull().default(false),
    promoCode: varchar('promo_code', { length: 64 }).notNull().default(''),
    /** amount (UAH off) or percent; the US parcel takes the discount off its delivery. */
    promoFormat: varchar('promo_format', { length: 8 }).notNull().default('amount'),
    promoValue: numeric('promo_value', { precision: 12, scale: 2 }),
    promoRestrictedValue: numeric('promo_restricted_value', { precision: 12, scale: 2 }),
    churnAccepted: boolean('churn_accepted').notNull().default(false),
    churnOfferId: uuid('churn_offer_id'),
    taxAgreement: boolean('tax_agreement').notNull().default(true),
    /** The identity document given for customs (POST /buyout/{id}/passport); sealed in its own table. */
    passportDocumentId: uuid('passport_document_id').references(() => identityDocuments.id, {
      onDelete: 'set null',
    }),
    /** Amount charged (settings currency), fixed at checkout and lowered by an edit. */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }),
    totalCurrency: varchar('total_currency', { length: 3 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Every line bought (operator side); the 72-hour promise is met when this is set. */
    boughtAt: timestamp('bought_at', { withTimezone: true }),
    /**
     * When the customer was told the 72 hours passed with nothing bought (SPEC §9 "buy within 72
     * hours"; the buyout-overdue job): set once, so a rerun of the job tells nobody twice.
     */
    buyOverdueNotifiedAt: timestamp('buy_overdue_notified_at', { withTimezone: true }),
    /** The forwarding parcel the bought goods became at the US warehouse. */
    forwardingOrderId: uuid('forwarding_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved to the orders list's archive tab by the customer (SPEC §7 move-to-archive). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Removed by the customer while unpaid (SPEC §7 POST /orders/delete/{id}): soft delete, the row
     * stays for the payments and records, but the customer never sees the order again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The orders list (features/orders/list): a customer's buy-out orders in the list's order
    // (newest first, then number), carrying the archive and delete marks and the id, so the list's
    // page of keys and its counters read the index alone (index-only scan) instead of one heap page
    // per buy-out order (bench/RESULTS.md "orders list"). Not partial on deleted_at (unlike
    // orders_user_list_idx): it is also the only index on user_id, which the users foreign key's
    // cascade and any user_id or user_id + created_at lookup use; removed buy-outs are few.
    index('buyout_orders_user_list_idx').on(
      t.userId,
      // NULLS FIRST is what ORDER BY ... DESC means: the index then matches the list's order.
      t.createdAt.desc().nullsFirst(),
      t.number.desc().nullsFirst(),
      t.archivedAt,
      t.deletedAt,
      t.id,
    ),
    // The buyout-overdue job's scan: paid orders not bought whose customer was not told yet.
    index('buyout_orders_overdue_idx')
      .on(t.paidAt)
      .where(sql`${t.boughtAt} is null and ${t.buyOverdueNotifiedAt} is null and ${t.paidAt} is not null`),
  ],
);
export type BuyoutOrderRow = typeof buyoutOrders.$inferSelect;

export const buyoutProducts = pgTable(
  'buyout_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => buyoutOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    link: text('link').notNull(),
    name: text('name').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    /** '' is kept as null: a draft line may have no price yet. */
    price: numeric('price', { precision: 12, scale: 2 }),
    comment: text('comment').notNull().default(''),
    allowOverpricing: boolean('allow_overpricing').notNull().default(true),
    allowLowerQuantity: boolean('allow_lower_quantity').notNull().default(true),
    // Operator side: purchase tracking ("N of M" received).
    trackNo: varchar('track_no', { length: 64 }),
    /** awaiting | purchased | shipped | received */
    itemStatus: varchar('item_status', { length: 16 }).notNull().default('awaiting'),
    /** The shop's own order number for this line, recorded by the buyer. */
    shopOrderNumber: varchar('shop_order_number', { length: 64 }),
    /** What the shop actually charged per unit and how many it had. */
    actualPrice: numeric('actual_price', { precision: 12, scale: 2 }),
    actualQuantity: integer('actual_quantity'),
    /** Price or quantity change: auto_accept | ask_customer | accepted | refused (null: none). */
    decision: varchar('decision', { length: 16 }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    /**
     * An accepted price rise is charged before the line is bought (issue 6 "every amount they are
     * shown equals what they are charged"): the surcharge asked (rise + fee share) and when it was paid.
     */
    surchargeAmount: numeric('surcharge_amount', { precision: 12, scale: 2 }),
    surchargePaidAt: timestamp('surcharge_paid_at', { withTimezone: true }),
  },
  (t) => [index('buyout_products_order_idx').on(t.orderId, t.position)],
);
export type BuyoutProductRow = typeof buyoutProducts.$inferSelect;
