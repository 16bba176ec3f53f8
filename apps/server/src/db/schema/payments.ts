// Payments of buy-out orders through a provider (sandbox or LiqPay). The provider payment id is
// unique, and the pending -> paid|failed transition is one atomic UPDATE ... WHERE status='pending'
// RETURNING, so a replayed or concurrent callback never pays twice.
import { numeric, pgTable, timestamp, uniqueIndex, uuid, varchar, index, jsonb } from 'drizzle-orm/pg-core';
import { buyoutOrders, buyoutProducts } from './buyout.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => buyoutOrders.id, { onDelete: 'cascade' }),
    /**
     * order: the order's own checkout payment; surcharge: an accepted price rise of one line
     * (`productId`), paid separately and never mistaken for the order's payment.
     */
    kind: varchar('kind', { length: 16 }).notNull().default('order'),
    productId: uuid('product_id').references(() => buyoutProducts.id, { onDelete: 'cascade' }),
    /** sandbox | liqpay */
    provider: varchar('provider', { length: 16 }).notNull(),
    /** Our order reference sent to the provider (LiqPay order_id); unique per provider. */
    providerPaymentId: varchar('provider_payment_id', { length: 64 }).notNull(),
    /** What the provider is asked to charge: hryvnias at the day's NBU rate (issue 14 item 7). */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** What it pays for, in the order's currency (the order's total, or a line's surcharge). */
    baseAmount: numeric('base_amount', { precision: 14, scale: 2 }).notNull(),
    baseCurrency: varchar('base_currency', { length: 3 }).notNull(),
    /** Units of `currency` per unit of `baseCurrency` used (the NBU rate of the day; 1 when the same). */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull().default('1'),
    /** pending | paid | failed | refunded (what went back, and why, is in the ledger: ledger.ts). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The last callback's decoded data, without card data (providers send masked cards only). */
    lastCallback: jsonb('last_callback').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId, t.createdAt),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
