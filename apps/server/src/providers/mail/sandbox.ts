import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { MailMessage, MailProvider } from './types.js';

/**
 * Keeps every message in outbox_messages instead of sending it; the dev outbox shows them. A message
 * sent again with the same idempotency key is kept once, as a real gateway's retry would arrive once.
 */
export function createSandboxMail(db: Database): MailProvider {
  return {
    name: 'sandbox',
    async send(message: MailMessage) {
      await db
        .insert(outboxMessages)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          meta: { ...message.meta, ...(message.headers ? { headers: message.headers } : {}) },
          // Per channel: one table holds every channel's messages, a key must not silence another channel.
          idempotencyKey: message.idempotencyKey ? `mail:${message.idempotencyKey}` : null,
        })
        .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
    },
  };
}
