// The customer's linked Telegram chat, for the settings page's "reachable by Telegram". Read here
// from telegram_links until features/telegram's telegramLinkOf lands; then this re-exports it.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { telegramLinks } from '../../db/schema/index.js';

export async function telegramLinkOf(
  db: Database,
  userId: string,
): Promise<{ chatId: string; username: string | null } | null> {
  const [row] = await db
    .select({ chatId: telegramLinks.chatId, username: telegramLinks.username })
    .from(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .limit(1);
  return row ?? null;
}
