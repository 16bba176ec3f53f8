// What the sandbox payment provider did with money, kept by the sandbox itself as a real provider keeps
// its own books: a capture when its hosted page pays, a refund when refund() is called. The daily
// reconciliation asks the sandbox about a payment and gets these rows back, so it can disagree with the
// ledger exactly like LiqPay could (decision 014). Nothing of ours reads them to move money.
import { index, numeric, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const sandboxProviderOperations = pgTable(
  'sandbox_provider_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our payment reference as the provider knows it (payments.provider_payment_id). */
    providerRef: varchar('provider_ref', { length: 64 }).notNull(),
    /** capture | refund */
    operation: varchar('operation', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_provider_operations_ref_idx').on(t.providerRef, t.createdAt)],
);
export type SandboxProviderOperationRow = typeof sandboxProviderOperations.$inferSelect;
