import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createSandboxSms } from './sandbox.js';
import type { SmsProvider } from './types.js';

export type { SmsMessage, SmsProvider } from './types.js';
export { createSandboxSms } from './sandbox.js';

/** Picks the adapter named by SMS_PROVIDER (only the sandbox exists in this build). */
export function createSmsProvider(config: Config, db: Database): SmsProvider {
  switch (config.providers.sms) {
    case 'sandbox':
      return createSandboxSms(db);
  }
}
