// The order's files and passport as the order resource shows them and completion counts them. The
// documents feature (features/order-documents) owns the files; the passport link table
// (order_passports) is read here until that feature exports a reader for it.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { identityDocuments, orderPassports } from '../../db/schema/index.js';
import { countOrderInvoices, listOrderInvoices } from '../order-documents/index.js';

export { countOrderInvoices, listOrderInvoices };

/** The identity document attached to the order, without its (encrypted) contents. */
export async function findOrderPassport(
  db: Database,
  orderId: string,
): Promise<{ id: string; documentType: 'passport' | 'card' } | null> {
  const [row] = await db
    .select({ id: identityDocuments.id, documentType: identityDocuments.documentType })
    .from(orderPassports)
    .innerJoin(identityDocuments, eq(identityDocuments.id, orderPassports.identityDocumentId))
    .where(eq(orderPassports.orderId, orderId))
    .limit(1);
  if (!row) return null;
  return { id: row.id, documentType: row.documentType === 'card' ? 'card' : 'passport' };
}
