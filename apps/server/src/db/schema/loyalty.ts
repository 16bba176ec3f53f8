// Loyalty bonuses (SPEC §3 "Loyalty balance: amount. Bonus history: date, type (earn or spend),
// value, with totals in UAH"). A ledger: rows are only ever added, the balance is their sum, so a
// balance can always be explained line by line.
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** earn adds to the balance, spend takes from it; amount is always positive. */
    type: text('type', { enum: ['earn', 'spend'] }).notNull(),
    amountUah: numeric('amount_uah', { precision: 12, scale: 2 }).notNull(),
    /** The order the bonuses came from or were spent on, as the customer sees its number. */
    orderRef: text('order_ref'),
    /** Why: a code the interface words in the customer's language (see LOYALTY_REASONS). */
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_transactions_user_created_idx').on(t.userId, t.createdAt),
    check('loyalty_transactions_type_check', sql`${t.type} in ('earn', 'spend')`),
    check('loyalty_transactions_amount_positive', sql`${t.amountUah} > 0`),
  ],
);
