import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { DeliveryError } from '../delivery-error.js';
import { createSandboxCall } from './sandbox.js';
import type { CallProvider } from './types.js';

export type { CallProvider, VerificationCall } from './types.js';
export { createSandboxCall } from './sandbox.js';

/**
 * Calls go through the same gateway as SMS (SMS_PROVIDER). TurboSMS sends SMS only: a call request
 * fails, and phone verification answers "unavailable" (the customer can ask for an SMS code instead).
 */
export function createCallProvider(config: Config, db: Database): CallProvider {
  switch (config.providers.sms) {
    case 'sandbox':
      return createSandboxCall(db);
    case 'turbosms':
      return {
        name: 'turbosms',
        call: () => Promise.reject(new DeliveryError('TurboSMS has no verification calls', true)),
      };
  }
}
