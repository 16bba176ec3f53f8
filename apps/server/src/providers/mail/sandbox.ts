import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { MailMessage, MailProvider } from './types.js';

/** Keeps every message in outbox_messages instead of sending it; the dev outbox shows them. */
export function createSandboxMail(db: Database): MailProvider {
  return {
    name: 'sandbox',
    async send(message: MailMessage) {
      await db.insert(outboxMessages).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        meta: message.meta ?? {},
      });
    },
  };
}
