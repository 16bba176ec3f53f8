import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createSandboxCall } from './sandbox.js';
import type { CallProvider } from './types.js';

export type { CallProvider, VerificationCall } from './types.js';
export { createSandboxCall } from './sandbox.js';

/** Calls go through the same gateway as SMS (SMS_PROVIDER); only the sandbox exists in this build. */
export function createCallProvider(config: Config, db: Database): CallProvider {
  switch (config.providers.sms) {
    case 'sandbox':
      return createSandboxCall(db);
  }
}
