import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { TelegramMessage, TelegramProvider } from './types.js';

/** Keeps every bot message in outbox_messages (subject "Telegram"); the dev outbox shows them. */
export function createSandboxTelegram(db: Database): TelegramProvider {
  return {
    name: 'sandbox',
    async send(message: TelegramMessage) {
      await db.insert(outboxMessages).values({
        to: `telegram:${message.chatId}`,
        subject: 'Telegram',
        text: message.button
          ? `${message.text}\n\n${message.button.text}: ${message.button.url}`
          : message.text,
        meta: {
          ...message.meta,
          channel: 'telegram',
          ...(message.button ? { link: message.button.url } : {}),
        },
      });
    },
  };
}
