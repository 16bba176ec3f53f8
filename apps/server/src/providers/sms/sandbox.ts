import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { SmsMessage, SmsProvider } from './types.js';

/**
 * Keeps every SMS in outbox_messages (subject "SMS") instead of sending it; the dev outbox shows them.
 * The same idempotency key is kept once, as a gateway's retried message would reach the phone once.
 */
export function createSandboxSms(db: Database): SmsProvider {
  return {
    name: 'sandbox',
    async send(message: SmsMessage) {
      await db
        .insert(outboxMessages)
        .values({
          to: message.to,
          subject: 'SMS',
          text: message.text,
          meta: { ...message.meta, channel: 'sms' },
          // Per channel: one table holds every channel's messages, a key must not silence another channel.
          idempotencyKey: message.idempotencyKey ? `sms:${message.idempotencyKey}` : null,
        })
        .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
    },
  };
}
