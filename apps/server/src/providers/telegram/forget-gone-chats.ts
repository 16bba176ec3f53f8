import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { telegramLinks } from '../../db/schema/index.js';
import { TelegramDeliveryError } from './bot-api.js';
import type { TelegramProvider } from './types.js';

/**
 * Drops the link of a chat Telegram says is gone (the bot blocked, the chat not found) when a message
 * to it fails, so the account's next messages skip Telegram instead of dead-lettering one by one. The
 * failure itself is thrown on: this message is still a dead letter.
 */
export function forgetGoneChats(adapter: TelegramProvider, db: Database): TelegramProvider {
  return {
    name: adapter.name,
    async send(message) {
      try {
        await adapter.send(message);
      } catch (err) {
        if (err instanceof TelegramDeliveryError && err.chatGone) {
          await db.delete(telegramLinks).where(eq(telegramLinks.chatId, message.chatId));
        }
        throw err;
      }
    },
  };
}
