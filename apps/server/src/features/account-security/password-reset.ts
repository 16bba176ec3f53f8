import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { hashToken, randomToken } from '../../security/tokens.js';
import { clearLoginFailures } from '../auth/index.js';
import { findUserByEmail } from '../users/index.js';
import { RESET_PASSWORD_PATH, tokenPageLink } from './links.js';
import { acceptNewPassword } from './new-password.js';
import { endSessions } from './sessions.js';
import { assertTokenUsable } from './token-state.js';

export const RESET_VALID_MS = 60 * 60 * 1000;
/** Links one account may be sent per hour: the form must not become a way to flood a mailbox. */
export const RESETS_PER_HOUR = 5;

/** Unused, unexpired reset links of the account expire now (a newer link or a changed password). */
export async function expireResetLinks(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
}

/**
 * "Forgot password?": for an account with this address, a new single-use link (older ones expire)
 * and its e-mail in the same transaction. An unknown address does nothing; the caller answers the
 * same either way, and the e-mail leaves through the outbox, so the time taken says little too.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const now = new Date();
  const [recent] = await app.db
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
      ),
    );
  if ((recent?.n ?? 0) >= RESETS_PER_HOUR) return;
  const token = randomToken();
  await app.db.transaction(async (tx) => {
    await expireResetLinks(tx, user.id, now);
    const [row] = await tx
      .insert(passwordResets)
      .values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_VALID_MS),
      })
      .returning({ id: passwordResets.id });
    await notify(tx, {
      userId: user.id,
      event: 'account.password_reset',
      link: tokenPageLink(app.config.publicUrl, user.locale, RESET_PASSWORD_PATH, token),
      key: `account.password_reset:${row!.id}`,
    });
  });
  void app.notifications.kick();
}

/**
 * Sets the new password with a reset link's token: the token is used up, every session of the
 * account ends (the customer signs in again with the new password) and the account is told. The link
 * reached the account's mailbox, so the address counts as confirmed.
 */
export async function resetPassword(
  app: FastifyInstance,
  args: { token: string; password: string; locale: Locale },
): Promise<void> {
  const now = new Date();
  const changed = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: passwordResets.id,
        userId: passwordResets.userId,
        expiresAt: passwordResets.expiresAt,
        usedAt: passwordResets.usedAt,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(passwordResets.tokenHash, hashToken(args.token)))
      .for('update')
      .limit(1);
    assertTokenUsable(row, now, args.locale);
    const passwordHash = await acceptNewPassword(args.password, row.email, 'password', args.locale);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: row.emailVerifiedAt ?? now })
      .where(eq(users.id, row.userId));
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, row.id));
    await expireResetLinks(tx, row.userId, now);
    await endSessions(tx, row.userId);
    await notify(tx, {
      userId: row.userId,
      event: 'account.password_changed',
      key: `account.password_changed:reset:${row.id}`,
    });
    return { id: row.userId, email: row.email };
  });
  // The customer proved the mailbox: a sign-in lock earned by the forgotten password is lifted.
  await clearLoginFailures(app.db, changed.email);
  void app.notifications.kick();
}

/** The signed-in customer's password change: the current password checked by the caller. */
export async function setPassword(
  app: FastifyInstance,
  args: { userId: string; passwordHash: string; keepSessionHash: string },
): Promise<void> {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: args.passwordHash }).where(eq(users.id, args.userId));
    await expireResetLinks(tx, args.userId, now);
    await endSessions(tx, args.userId, args.keepSessionHash);
    await notify(tx, {
      userId: args.userId,
      event: 'account.password_changed',
      key: `account.password_changed:${randomUUID()}`,
    });
  });
  void app.notifications.kick();
}
