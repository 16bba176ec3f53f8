import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { isLocale, isUserRole, DEFAULT_LOCALE, type Locale, type UserRole } from '@posylka/domain';
import type { Database } from '../db/database.js';
import { sessions, users } from '../db/schema/index.js';
import { hashToken, randomToken } from '../security/tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// last_seen_at is refreshed at most this often, so reads do not turn into a write per request.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  locale: Locale;
  /** Read on every request, so a role change applies at once (no stale role in a long session). */
  role: UserRole;
  tokenHash: string;
}

/** Starts a session; the plain token is returned once and only its hash is stored. */
export async function createSession(
  db: Database,
  args: { userId: string; ttlDays: number; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + args.ttlDays * DAY_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: args.userId,
    expiresAt,
    userAgent: args.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The lookup behind every authenticated request, built by Drizzle once per database and prepared
 * under one name: on PostgreSQL each pooled connection parses and plans it once, then only binds
 * the token's hash and the time. It still reads the database on every request (no session cache),
 * so a revoked or expired session stops working at once on every instance.
 */
function sessionUserStatement(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth.session_user');
}

const sessionUserByDb = new WeakMap<Database, ReturnType<typeof sessionUserStatement>>();

export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  let statement = sessionUserByDb.get(db);
  if (!statement) sessionUserByDb.set(db, (statement = sessionUserStatement(db)));
  // A placeholder's value is sent as it is: the time as the column would encode it (ISO 8601).
  const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    id: row.id,
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    // An unknown value never grants the console.
    role: isUserRole(row.role) ? row.role : 'customer',
    tokenHash,
  };
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Housekeeping for a later jobs runner: expired sessions serve no purpose. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
