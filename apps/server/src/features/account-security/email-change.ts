import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { translateMessage, type Locale } from '@posylka/domain';
import type { PendingEmailChange } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { emailChanges, users } from '../../db/schema/index.js';
import { fieldError } from '../../http/errors.js';
import { translate } from '../../http/messages.js';
import { notify } from '../../notifications/index.js';
import { hashToken, randomToken } from '../../security/tokens.js';
import { findUserByEmail, isUniqueViolation, normalizeEmail } from '../users/index.js';
import { CONFIRM_EMAIL_CHANGE_PATH, tokenPageLink } from './links.js';
import { expireResetLinks } from './password-reset.js';
import { assertTokenUsable } from './token-state.js';

export const EMAIL_CHANGE_VALID_MS = 24 * 60 * 60 * 1000;

const taken = (locale: Locale, field: string) => fieldError(field, translate(locale, 'emailTaken'));

async function expirePendingChanges(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ expiresAt: now })
    .where(
      and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)),
    );
}

/** The change waiting for its link, if any. */
export async function pendingEmailChange(db: Database, userId: string): Promise<PendingEmailChange | null> {
  const now = new Date();
  const [row] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
}

/**
 * Asks to move the account to `newEmail` (the current password already checked): the address
 * changes only when the link sent to the new address is opened, so a typo or a stolen session cannot
 * move the account to a mailbox nobody proved. A newer request supersedes the older ones.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  args: { userId: string; currentEmail: string; newEmail: string; locale: Locale },
): Promise<PendingEmailChange> {
  const newEmail = normalizeEmail(args.newEmail);
  if (newEmail === normalizeEmail(args.currentEmail))
    throw fieldError('newEmail', translateMessage('email.sameAsCurrent', {}, args.locale));
  if (await findUserByEmail(app.db, newEmail)) throw taken(args.locale, 'newEmail');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_VALID_MS);
  const token = randomToken();
  await app.db.transaction(async (tx) => {
    await expirePendingChanges(tx, args.userId, now);
    const [row] = await tx
      .insert(emailChanges)
      .values({ tokenHash: hashToken(token), userId: args.userId, newEmail, expiresAt })
      .returning({ id: emailChanges.id });
    const [user] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, args.userId));
    await notify(tx, {
      userId: args.userId,
      event: 'account.email_change_requested',
      params: { newEmail },
      link: tokenPageLink(app.config.publicUrl, user?.locale ?? 'uk', CONFIRM_EMAIL_CHANGE_PATH, token),
      key: `account.email_change_requested:${row!.id}`,
      emailTo: newEmail,
    });
  });
  void app.notifications.kick();
  return { email: newEmail, expiresAt: expiresAt.toISOString() };
}

/**
 * Opens the link from the new address: the account's e-mail becomes the new one, confirmed, and the
 * old address is told in the same transaction. The old address's reset links and pending changes
 * die with it. 422 when the token is not usable or the address was taken meanwhile.
 */
export async function confirmEmailChange(
  app: FastifyInstance,
  args: { token: string; locale: Locale },
): Promise<{ email: string }> {
  const now = new Date();
  try {
    const email = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: emailChanges.id,
          userId: emailChanges.userId,
          newEmail: emailChanges.newEmail,
          expiresAt: emailChanges.expiresAt,
          usedAt: emailChanges.usedAt,
          oldEmail: users.email,
        })
        .from(emailChanges)
        .innerJoin(users, eq(users.id, emailChanges.userId))
        .where(eq(emailChanges.tokenHash, hashToken(args.token)))
        .for('update')
        .limit(1);
      assertTokenUsable(row, now, args.locale);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${row.newEmail}`, ne(users.id, row.userId)))
        .limit(1);
      if (other) throw taken(args.locale, 'token');
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: now })
        .where(eq(users.id, row.userId));
      await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.id, row.id));
      await expirePendingChanges(tx, row.userId, now);
      await expireResetLinks(tx, row.userId, now);
      await notify(tx, {
        userId: row.userId,
        event: 'account.email_changed',
        params: { newEmail: row.newEmail },
        key: `account.email_changed:${row.id}`,
        emailTo: row.oldEmail,
      });
      return row.newEmail;
    });
    void app.notifications.kick();
    return { email };
  } catch (error) {
    // Another account took the address between our check and the update.
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw taken(args.locale, 'token');
    throw error;
  }
}
