import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailVerifications, users } from '../../db/schema/index.js';
import { hashToken, randomToken } from '../../security/tokens.js';

/** How long an e-mail confirmation link stays valid. */
export const EMAIL_TOKEN_VALID_HOURS = 48;

/**
 * A new link supersedes the account's older ones: their unused, unexpired tokens expire now (in the
 * same transaction), so only the newest letter works and a leaked older one is dead (issue 15).
 */
export async function issueEmailToken(
  db: Database,
  args: { userId: string; email: string },
  /** Runs in the token's transaction with the raw token: the message carrying it is written there. */
  withToken?: (tx: Database, token: string) => Promise<void>,
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ expiresAt: now })
      .where(
        and(
          eq(emailVerifications.userId, args.userId),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      );
    await tx.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId: args.userId,
      email: args.email,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_VALID_HOURS * 60 * 60 * 1000),
    });
    await withToken?.(tx as unknown as Database, token);
  });
  return token;
}

export type ConfirmResult = 'confirmed' | 'invalid' | 'expired' | 'used';

/**
 * Marks the token used and the address verified in one transaction. A token issued for an address
 * the account no longer has is invalid.
 */
export async function confirmEmailToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: emailVerifications.userId,
        email: emailVerifications.email,
        expiresAt: emailVerifications.expiresAt,
        usedAt: emailVerifications.usedAt,
        currentEmail: users.email,
      })
      .from(emailVerifications)
      .innerJoin(users, eq(users.id, emailVerifications.userId))
      .where(eq(emailVerifications.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (!row || row.email.toLowerCase() !== row.currentEmail.toLowerCase()) return 'invalid';
    if (row.usedAt) return 'used';
    if (row.expiresAt <= now) return 'expired';
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, hashToken(token)), isNull(emailVerifications.usedAt)));
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
    return 'confirmed';
  });
}
