// Forwarding (and later buy-out) orders of SPEC §3 "Forwarding order" and "Order item". Money is
// stored as exact numeric strings with their currency; customs figures are computed by
// packages/domain and stored only as the last computed snapshot for lists and the success page.
import { sql } from 'drizzle-orm';
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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { userAddresses } from './addresses.js';
import { countryPlaces } from './reference.js';

/**
 * A label that named another customer than the declaration with the same track number (issue 13).
 * Both orders keep the same facts so either parcel page in /admin explains it: the label's parcel
 * (`role: 'label'`, the unregistered parcel the label's customer got) and the declaration that lost
 * the track number (`role: 'declared'`, still waiting, its track number freed).
 */
export interface LabelConflict {
  role: 'label' | 'declared';
  trackNo: string;
  /** The customer code printed on the label: the parcel's owner. */
  labelCustomerCode: string;
  /** The customer who declared the track number. */
  declaredCustomerCode: string;
  /** Both parcels, number as shown ("PS-000042"). */
  declaredOrder: { id: string; number: string };
  receivedOrder: { id: string; number: string };
  /** ISO time of the scan. */
  at: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number shown to the customer and operators (sequence, never reused). */
    number: serial('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** forwarding | buyout */
    type: varchar('type', { length: 16 }).notNull().default('forwarding'),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    companyId: integer('company_id'),
    companyName: text('company_name'),
    partner: text('partner'),
    name: text('name'),
    /** Null until entered; the no-track marker is stored as null with receivedTrackNumber=false. */
    trackNo: varchar('track_no', { length: 40 }),
    receivedTrackNumber: boolean('received_track_number'),
    /** The user ticked "no number" after answering yes (presented back as the no-track marker). */
    noTrackNumber: boolean('no_track_number').notNull().default(false),
    checkoutState: varchar('checkout_state', { length: 16 }).notNull().default('new'),
    isCheckoutCompleted: boolean('is_checkout_completed').notNull().default(false),
    consigneeAddressId: uuid('consignee_address_id').references(() => userAddresses.id),
    phoneNumber: varchar('phone_number', { length: 12 }),
    /** Pickup code the shop gave for a locker or pickup point (SPEC §3 oneTimePassword). */
    oneTimePassword: varchar('one_time_password', { length: 50 }),
    // Promo of SPEC §3 "promo (code, format, churn)": a code checked by features/promo, or the
    // customer's churn offer. Values are the check's answer at save time (UAH).
    promoCode: varchar('promo_code', { length: 64 }),
    promoFormat: varchar('promo_format', { length: 8 }),
    promoValue: numeric('promo_value', { precision: 12, scale: 2 }),
    promoRestrictedValue: numeric('promo_restricted_value', { precision: 12, scale: 2 }),
    churnAccepted: boolean('churn_accepted').notNull().default(false),
    churnOfferId: uuid('churn_offer_id'),
    /** Apply loyalty bonuses (isApplyDiscount). */
    discount: boolean('discount').notNull().default(false),
    /** Pause-order choice of the results form: unset (null), blocked or not blocked. */
    pauseChoice: boolean('pause_choice'),
    taxAgreement: boolean('tax_agreement').notNull().default(false),
    notifyMe: boolean('notify_me').notNull().default(false),
    isConsolidated: boolean('is_consolidated').notNull().default(false),
    multiOrder: boolean('multi_order').notNull().default(false),
    // State flags of SPEC §3 "states" set by the warehouse side; customers never set them.
    /** The order is held (blocked); draft and edit saves answer 409 until continue-delivery. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    isCreatedByWarehouse: boolean('is_created_by_warehouse').notNull().default(false),
    isCreatedBySml: boolean('is_created_by_sml').notNull().default(false),
    isBlockCrossDockDeclaration: boolean('is_block_cross_dock_declaration').notNull().default(false),
    /** SPEC §3 additionalServices (key, cost); e.g. 39 unregistered handling, 40 manual declaring. */
    additionalServices: jsonb('additional_services')
      .$type<{ key: number; cost: { amount: string; currency: string } }[]>()
      .notNull()
      .default([]),
    // Snapshot of the domain's figures at the last save (lists, success page, other orders' sums).
    itemsTotalAmount: numeric('items_total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    itemsTotalCurrency: varchar('items_total_currency', { length: 3 }),
    itemsTotalEur: numeric('items_total_eur', { precision: 14, scale: 2 }).notNull().default('0'),
    itemsTotalUah: numeric('items_total_uah', { precision: 14, scale: 2 }).notNull().default('0'),
    priceCustomsClearanceEur: numeric('price_customs_clearance_eur', { precision: 14, scale: 2 })
      .notNull()
      .default('0'),
    insuranceFeeAmount: numeric('insurance_fee_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    isOverLimit: boolean('is_over_limit').notNull().default(false),
    // The parcel's life after the declaration (packages/domain lifecycle): state, when it entered it,
    // and what the warehouse measured. Timers read (shipment_state, state_changed_at/received_at).
    /** A domain ShipmentState; 'declared' until the warehouse receives the parcel. */
    shipmentState: varchar('shipment_state', { length: 16 }).notNull().default('declared'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the warehouse received the parcel (auto-dispatch counts from here). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** The customer's one pause has been used. */
    pausedOnce: boolean('paused_once').notNull().default(false),
    weightKg: numeric('weight_kg', { precision: 8, scale: 3 }),
    lengthCm: numeric('length_cm', { precision: 6, scale: 1 }),
    widthCm: numeric('width_cm', { precision: 6, scale: 1 }),
    heightCm: numeric('height_cm', { precision: 6, scale: 1 }),
    /**
     * The warehouse (country place, the tariff grid's stock_id) that received the parcel; null until
     * received, and for parcels received before it was recorded (priced at the country's first).
     */
    warehouseId: varchar('warehouse_id', { length: 16 }).references(() => countryPlaces.id),
    /** Set when the label and the declaration named different customers (see LabelConflict). */
    labelConflict: jsonb('label_conflict').$type<LabelConflict>(),
    /** Nova Poshta express waybill once handed over. */
    waybillNumber: varchar('waybill_number', { length: 20 }),
    /** International delivery for the measured weight, in the country's tariff currency. */
    deliveryCostAmount: numeric('delivery_cost_amount', { precision: 12, scale: 2 }),
    deliveryCostCurrency: varchar('delivery_cost_currency', { length: 3 }),
    consolidationId: uuid('consolidation_id'),
    /** What the operator found (restricted goods), shown to the customer. */
    restrictedNote: text('restricted_note'),
    /** The buy-out order whose goods became this parcel at the US warehouse. */
    buyoutOrderId: uuid('buyout_order_id'),
    /** Set once when the receipt bonuses are written to the loyalty ledger. */
    bonusesCreditedAt: timestamp('bonuses_credited_at', { withTimezone: true }),
    /**
     * Bonuses (UAH) taken from the balance for this parcel's delivery when it left the warehouse
     * (discount on): null until then, so they are taken once.
     */
    bonusesSpentUah: numeric('bonuses_spent_uah', { precision: 12, scale: 2 }),
    /**
     * Why a held parcel cannot leave the warehouse (domain parcel rules: property + message code),
     * empty unless shipment_state is 'held'. Kept on the row so the page, the list and the console
     * show the same reasons the move recorded.
     */
    holdReasons: jsonb('hold_reasons')
      .$type<{ property: string; code: string; params?: Record<string, string | number> }[]>()
      .notNull()
      .default([]),
    /** The customer asked for the parcel to leave before the 14-day auto-dispatch (SPEC §4 "or earlier by choice"). */
    dispatchRequestedAt: timestamp('dispatch_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The orders list (features/orders/list): a customer's live orders newest first, in the list's
    // exact order, carrying every column the page-of-keys and counter queries read (tab: archive
    // mark and shipment state; filters: type, country; the company join's key; id). Those queries
    // then run as index-only scans of ~15 pages for a 1,000-order customer instead of one heap page
    // per order (bench/RESULTS.md "orders list"). Key columns, not INCLUDE: Drizzle 0.45 has no
    // INCLUDE, and an index-only scan reads key columns just the same. The last three are the
    // search's own columns (track number, order name, typed company name): a search reads the
    // customer's orders from the index too (~16 pages instead of ~980 heap pages for 1,000 orders).
    // Their lengths are bounded by the forms (40, 100 and 250 characters), far below the limit of a
    // B-tree entry (~2.7 kB).
    index('orders_user_list_idx')
      .on(
        t.userId,
        // NULLS FIRST is what ORDER BY ... DESC means: the index then matches the list's order.
        t.createdAt.desc().nullsFirst(),
        t.number.desc().nullsFirst(),
        t.archivedAt,
        t.shipmentState,
        t.type,
        t.countryCode,
        t.companyId,
        t.id,
        t.trackNo,
        t.name,
        t.companyName,
      )
      .where(sql`${t.deletedAt} is null`),
    // "Such a track number already exists": one live order per track number, any customer.
    uniqueIndex('orders_track_no_unique')
      .on(sql`upper(${t.trackNo})`)
      .where(sql`${t.trackNo} is not null and ${t.deletedAt} is null`),
    // The storage timers: due orders per state, oldest first (jobs scan by state and time).
    index('orders_shipment_state_changed_idx')
      .on(t.shipmentState, t.stateChangedAt)
      .where(sql`${t.deletedAt} is null`),
    index('orders_consolidation_idx')
      .on(t.consolidationId)
      .where(sql`${t.consolidationId} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    categoryId: integer('category_id'),
    isEmptyCategoryId: boolean('is_empty_category_id').notNull().default(false),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceAmount: numeric('unit_price_amount', { precision: 14, scale: 2 }).notNull(),
    unitPriceCurrency: varchar('unit_price_currency', { length: 3 }).notNull(),
  },
  (t) => [
    // An order's lines in order; the name as a key column too (Drizzle 0.45 has no INCLUDE), so the
    // orders list's search probes each order's lines in the index alone (index-only scan, no heap
    // page per order). Product names are at most 250 characters (PRODUCT_NAME_MAX).
    index('order_items_order_idx').on(t.orderId, t.position, t.name),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
