// Identity documents (passport / ID card) of customers: sealed at rest, owner-only.
import type { PassportSummary } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { IdentityCipher } from './cipher.js';
import { presentSummary } from './present.js';
import { findOrderDocument, tryOpenRow } from './repository.js';

export { identityDocumentsFeature } from './routes.js';
export { IdentityCipher, aadOf, type Sealed } from './cipher.js';
export { presentSummary, type StoredDocument } from './present.js';

/**
 * The passport summary of an order (ForwardingOrder.passport): masked number and full name, opened
 * with the app's key (`app.config.identityEncryption.secret`); null when none is attached or it
 * cannot be opened.
 */
export async function findOrderPassportSummary(
  db: Database,
  secret: string,
  orderId: string,
): Promise<PassportSummary | null> {
  const row = await findOrderDocument(db, orderId);
  const document = row ? tryOpenRow(new IdentityCipher(secret), row) : null;
  // An unreadable document (retired key) counts as none: the customer is asked for it again.
  return row && document ? presentSummary(row.id, document) : null;
}
