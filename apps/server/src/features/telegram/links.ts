// Which Telegram chat an account's bot messages go to (telegram_links: one chat per account, one
// account per chat) and the single-use deep-link tokens that create the link.
import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import type { TelegramLinkState } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { telegramLinks, telegramLinkTokens, users } from '../../db/schema/index.js';
import { hashToken, randomToken } from '../../security/tokens.js';

export const LINK_TOKEN_VALID_MS = 15 * 60 * 1000;

/** The profile's (and the settings page's) view of the account's Telegram link. */
export async function telegramLinkOf(db: Database, userId: string): Promise<TelegramLinkState> {
  const [row] = await db
    .select({ username: telegramLinks.username, linkedAt: telegramLinks.linkedAt })
    .from(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .limit(1);
  return row
    ? { linked: true, username: row.username, linkedAt: row.linkedAt.toISOString() }
    : { linked: false, username: null, linkedAt: null };
}

/**
 * A new deep-link token of the account (43 base64url characters: Telegram's start parameter takes up
 * to 64 of A-Z a-z 0-9 _ -). Only its sha-256 is stored.
 */
export async function createLinkToken(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_VALID_MS);
  await db.insert(telegramLinkTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export type LinkOutcome = { linked: true; userId: string; locale: Locale } | { linked: false };

/**
 * Links `chatId` to the token's account and uses the token up, in one transaction: the account's
 * previous chat is replaced, and another account linked to this chat loses it (a re-link moves it).
 * An unknown, used or expired token links nothing.
 */
export async function linkChat(
  db: Database,
  args: { token: string; chatId: string; username: string | null; now?: Date },
): Promise<LinkOutcome> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: telegramLinkTokens.id,
        userId: telegramLinkTokens.userId,
        expiresAt: telegramLinkTokens.expiresAt,
        usedAt: telegramLinkTokens.usedAt,
        locale: users.locale,
      })
      .from(telegramLinkTokens)
      .innerJoin(users, eq(users.id, telegramLinkTokens.userId))
      .where(eq(telegramLinkTokens.tokenHash, hashToken(args.token)))
      .for('update', { of: telegramLinkTokens });
    if (!row || row.usedAt || row.expiresAt <= now) return { linked: false } as const;
    await tx.update(telegramLinkTokens).set({ usedAt: now }).where(eq(telegramLinkTokens.id, row.id));
    await tx
      .delete(telegramLinks)
      .where(and(eq(telegramLinks.chatId, args.chatId), ne(telegramLinks.userId, row.userId)));
    await tx
      .insert(telegramLinks)
      .values({ userId: row.userId, chatId: args.chatId, username: args.username, linkedAt: now })
      .onConflictDoUpdate({
        target: telegramLinks.userId,
        set: { chatId: args.chatId, username: args.username, linkedAt: now },
      });
    return {
      linked: true,
      userId: row.userId,
      locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    } as const;
  });
}

/** Unlinks the account (the profile's "Unlink"). */
export async function unlinkUser(db: Database, userId: string): Promise<void> {
  await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
}

/**
 * Drops the link of a chat that no longer takes our messages (/stop, the bot blocked, Telegram's
 * "chat not found"); answers the language of the account it belonged to, or null when none did.
 */
export async function dropTelegramLink(db: Database, chatId: string): Promise<{ locale: Locale } | null> {
  const [row] = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.chatId, chatId))
    .returning({ userId: telegramLinks.userId });
  if (!row) return null;
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, row.userId));
  return { locale: user && isLocale(user.locale) ? user.locale : DEFAULT_LOCALE };
}
