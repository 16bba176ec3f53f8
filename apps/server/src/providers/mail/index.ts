import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createSandboxMail } from './sandbox.js';
import type { MailProvider } from './types.js';

export type { MailMessage, MailProvider } from './types.js';
export { createSandboxMail } from './sandbox.js';
export { verificationEmail } from './templates/verification.js';
export { shipmentStatusEmail } from './templates/shipment-status.js';

/** Picks the adapter named by MAIL_PROVIDER; unavailable adapters stop the start with a clear message. */
export function createMailProvider(config: Config, db: Database): MailProvider {
  switch (config.mail.provider) {
    case 'sandbox':
      return createSandboxMail(db);
    case 'smtp':
      throw new Error('MAIL_PROVIDER=smtp is not available in this build; use MAIL_PROVIDER=sandbox.');
  }
}
