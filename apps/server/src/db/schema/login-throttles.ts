// Per-account sign-in throttling (issue 15): failed attempts per e-mail, shared by every app node
// through the database. The key is the SHA-256 of the normalized e-mail, so addresses that are not
// accounts (typos, attackers' guesses) are not stored in clear.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginThrottles = pgTable('login_throttles', {
  emailHash: text('email_hash').primaryKey(),
  /** Failed attempts in a row (reset by a success, or when the last failure is a day old). */
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** Sign-in is refused (429) until then; null while under the threshold. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
