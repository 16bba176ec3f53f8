// Database-backed scheduler state (apps/server/src/jobs): one row per recurring job. Instances claim a
// due row with one atomic UPDATE, so with several app instances a job runs once per due time.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** A claim: the instance in locked_by owns the run until then (a crashed instance's claim expires). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** Message of the last failure; null after a success. */
  lastError: text('last_error'),
  /** Runs started since the last success (0 after a success). */
  attempts: integer('attempts').notNull().default(0),
});
