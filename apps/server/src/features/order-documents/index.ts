// Files of forwarding orders: invoices, export documents, uploads and owner-only serving.
import { and, count, eq, inArray } from 'drizzle-orm';
import { CUSTOMS_INVOICE_TYPES } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { orderFiles } from '../../db/schema/index.js';
import { listFiles } from './repository.js';
import { presentOrderFile } from './present.js';

export { orderDocumentsFeature } from './routes.js';
export { presentOrderFile } from './present.js';
export { requiredDocumentKinds, orderTotalEur } from './documents.js';

/** Invoice types that make "isDocumentUploaded" (SPEC §3 states): the domain's rule. */
export const INVOICE_TYPES_COUNTED = CUSTOMS_INVOICE_TYPES;

/** How many invoices (default or default_by_user) the order has: the completion rule on `invoices`. */
export async function countOrderInvoices(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), inArray(orderFiles.type, [...INVOICE_TYPES_COUNTED])));
  return Number(row?.n ?? 0);
}

/** The order's invoice files as the ForwardingOrder shows them (`invoices: OrderFile[]`). */
export async function listOrderInvoices(db: Database, orderId: string) {
  const rows = await listFiles(db, orderId, ['default', 'default_by_user', 'bank_statement', 'other']);
  return rows.map(presentOrderFile);
}
