import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createSandboxSms } from './sandbox.js';
import { createTurboSms } from './turbosms.js';
import type { SmsProvider } from './types.js';

export type { SmsMessage, SmsProvider } from './types.js';
export { createSandboxSms } from './sandbox.js';
export { createTurboSms } from './turbosms.js';

/** Picks the adapter named by SMS_PROVIDER: the dev outbox, or TurboSMS's HTTP API. */
export function createSmsProvider(config: Config, db: Database): SmsProvider {
  switch (config.providers.sms) {
    case 'sandbox':
      return createSandboxSms(db);
    case 'turbosms':
      // The configuration requires TURBOSMS_TOKEN with turbosms, so the settings are there.
      return createTurboSms(config.turbosms!);
  }
}
