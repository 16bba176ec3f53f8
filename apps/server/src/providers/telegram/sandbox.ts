import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { TelegramMessage, TelegramProvider } from './types.js';

/**
 * Keeps every bot message in outbox_messages (to `telegram:<chatId>`, subject "Telegram"); the dev
 * outbox and the fake chat at /dev/telegram show them. The same idempotency key is kept once, as the
 * mail and SMS sandboxes do.
 */
export function createSandboxTelegram(db: Database): TelegramProvider {
  return {
    name: 'sandbox',
    async send(message: TelegramMessage) {
      await db
        .insert(outboxMessages)
        .values({
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
          // Per channel: one table holds every channel's messages, a key must not silence another channel.
          idempotencyKey: message.idempotencyKey ? `telegram:${message.idempotencyKey}` : null,
        })
        .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
    },
  };
}
