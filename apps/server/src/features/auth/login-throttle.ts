import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginThrottles } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { hashToken } from '../../security/tokens.js';
import { normalizeEmail } from '../users/index.js';

/**
 * Per-account sign-in throttling (issue 15; the per-IP limit alone let a botnet guess one account's
 * password from many addresses). After FREE_FAILURES failed attempts for an e-mail, sign-in for it is
 * refused for 1 minute, then 2, 4, ... up to MAX_LOCK_MINUTES after each further failure; a success
 * clears the count, and failures older than a day are forgotten. Kept in the database, so every app
 * node sees the same count. Unknown e-mails are counted alike, so the answer reveals nothing.
 */
export const FREE_FAILURES = 5;
export const MAX_LOCK_MINUTES = 60;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const keyOf = (email: string) => hashToken(normalizeEmail(email));

/** The lock in minutes after `failures` failed attempts in a row (0 below the threshold). */
export function lockMinutes(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MINUTES, 2 ** Math.min(failures - FREE_FAILURES, 16));
}

export class LoginThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'loginThrottled', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
  }
}

/** Throws LoginThrottledError while the account is locked; called before the password is checked. */
export async function assertLoginAllowed(db: Database, email: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.emailHash, keyOf(email)))
    .limit(1);
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw new LoginThrottledError(Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
  }
}

/** Counts a failed attempt (one atomic upsert, safe across nodes) and sets the lock it earns. */
export async function recordLoginFailure(db: Database, email: string, now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await db
    .insert(loginThrottles)
    .values({ emailHash: keyOf(email), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.emailHash,
      set: {
        failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  const minutes = lockMinutes(row?.failures ?? 1);
  if (minutes > 0) {
    await db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(now.getTime() + minutes * 60_000) })
      .where(eq(loginThrottles.emailHash, keyOf(email)));
  }
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, keyOf(email)));
}
