import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { CallProvider, VerificationCall } from './types.js';

/**
 * Records the call in outbox_messages (subject "Call") with the verification id, so the dev outbox
 * can show it with an "answer the call" button that confirms the number.
 */
export function createSandboxCall(db: Database): CallProvider {
  return {
    name: 'sandbox',
    async call(call: VerificationCall) {
      await db.insert(outboxMessages).values({
        to: call.to,
        subject: 'Call',
        text: call.text,
        meta: { channel: 'call', kind: 'phone-verification', verificationId: call.verificationId },
      });
    },
  };
}
