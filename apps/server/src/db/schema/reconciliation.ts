// The daily reconciliation of the money ledger with the payment providers (decision 014): one run per
// Kyiv day (run again, it replaces its own findings), and what it found that does not agree.
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Kyiv calendar day whose movements were checked (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Payments asked about (each provider reference once). */
    checked: integer('checked').notNull().default(0),
    mismatches: integer('mismatches').notNull().default(0),
    /** running | ok | mismatches | failed */
    status: varchar('status', { length: 16 }).notNull(),
    error: text('error'),
  },
  (t) => [uniqueIndex('reconciliation_runs_day_idx').on(t.day)],
);
export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;

export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    /**
     * capture_unknown | capture_missing | capture_amount | refund_missing | refund_not_made |
     * no_answer (domain RECONCILIATION_MISMATCHES)
     */
    kind: varchar('kind', { length: 24 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerRef: varchar('provider_ref', { length: 64 }).notNull(),
    service: varchar('service', { length: 16 }),
    orderId: uuid('order_id'),
    paymentId: uuid('payment_id'),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** What the ledger says (captured, or refunded net of reversals), null when it says nothing. */
    ledgerAmount: numeric('ledger_amount', { precision: 14, scale: 2 }),
    /** What the provider says, null when it does not know the payment or did not answer. */
    providerAmount: numeric('provider_amount', { precision: 14, scale: 2 }),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reconciliation_mismatches_run_idx').on(t.runId)],
);
export type ReconciliationMismatchRow = typeof reconciliationMismatches.$inferSelect;
