// The money ledger (issue 14, docs/decisions/013-money-ledger.md): one row per movement of a
// customer's money, only ever inserted. Every figure the customer and the console see (paid,
// surcharges, refunded, what is left) is a sum over these rows; nothing else keeps a running total.
// The unique idempotency key makes a replayed callback or a double click write nothing twice.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of appending: the ledger reads in this order (two rows of one instant stay in order). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** buyout | forwarding */
    service: varchar('service', { length: 16 }).notNull(),
    /** The order (buyout_orders or orders): no foreign key, the ledger outlives any row it names. */
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The payment whose money moved (capture, refund, reversal); null for bonuses and discounts. */
    paymentId: uuid('payment_id'),
    /** The product line a refund is for (unavailable, lower price or quantity, refused rise). */
    productId: uuid('product_id'),
    /** payment | surcharge | refund | refund_reversed | bonus_spent | bonus_earned | promo_discount | churn_discount */
    kind: varchar('kind', { length: 24 }).notNull(),
    /** For a refund: the domain's REFUND_REASONS code. */
    reason: varchar('reason', { length: 24 }),
    /** The operator's own words for a refund by hand. */
    note: text('note').notNull().default(''),
    /** Always positive: the kind says which way the money went. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The amount in hryvnias at `rate` (UAH per unit of `currency`, NBU of the day). */
    amountUah: numeric('amount_uah', { precision: 16, scale: 2 }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    /** sandbox | liqpay: the provider that moved the money, and its reference. */
    provider: varchar('provider', { length: 16 }),
    providerRef: varchar('provider_ref', { length: 64 }),
    /** For refund_reversed: the refund entry it cancels. */
    reverses: uuid('reverses'),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    /** customer | operator | provider | system */
    actor: varchar('actor', { length: 16 }).notNull(),
    actorUserId: uuid('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('ledger_entries_seq_idx').on(t.seq),
    index('ledger_entries_order_idx').on(t.orderId, t.seq),
    index('ledger_entries_payment_idx').on(t.paymentId),
    index('ledger_entries_created_idx').on(t.createdAt, t.seq),
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
