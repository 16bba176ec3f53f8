import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createSandboxMail } from './sandbox.js';
import { createSmtpMail } from './smtp.js';
import type { MailProvider } from './types.js';

export type { MailMessage, MailProvider } from './types.js';
export { createSandboxMail } from './sandbox.js';
export { createSmtpMail } from './smtp.js';

/** Picks the adapter named by MAIL_PROVIDER: the dev outbox, or a real SMTP relay. */
export function createMailProvider(config: Config, db: Database): MailProvider {
  switch (config.mail.provider) {
    case 'sandbox':
      return createSandboxMail(db);
    case 'smtp':
      return createSmtpMail(config.mail);
  }
}
