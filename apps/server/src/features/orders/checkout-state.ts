// Where a draft stands in the wizard (checkoutState, SPEC §4 "checkoutState moves new, declaration,
// documents, delivery"): the domain's nextCheckoutState fed with what the order holds, including its
// documents (SPEC §5 "Documents").
import { nextCheckoutState, type CheckoutState } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { countOrderInvoices, findOrderPassport } from './documents.js';
import { updateOrder } from './repository.js';

/** Step 1 of the wizard is filled: the country, a listed or typed company, and the track block. */
export function hasDeclaration(values: {
  countryCode: string;
  companyId: number | null | undefined;
  companyName: string | null | undefined;
  trackNo: string | null | undefined;
  receivedTrackNumber: boolean | null | undefined;
  noTrackNumber: boolean | undefined;
}): boolean {
  // Step 1 is done once the track block is answered: a number, "no number", or "not received yet".
  const trackAnswered = !!values.trackNo || values.receivedTrackNumber === false || !!values.noTrackNumber;
  return !!values.countryCode && (values.companyId != null || !!values.companyName) && trackAnswered;
}

/** The saved draft's documents: an invoice and a passport (SPEC §5 "Documents"). */
export async function documentsState(db: Database, orderId: string | null) {
  if (!orderId) return { invoiceCount: 0, hasPassport: false };
  const [invoiceCount, passport] = await Promise.all([
    countOrderInvoices(db, orderId),
    findOrderPassport(db, orderId),
  ]);
  return { invoiceCount, hasPassport: passport !== null };
}

/**
 * Moves a draft's checkoutState after something other than a save changed it (an invoice uploaded, a
 * passport attached: the documents features) and answers the current row. Registered and duplicate
 * orders keep their state.
 */
export async function refreshCheckoutState(db: Database, order: OrderRow): Promise<OrderRow> {
  const docs = await documentsState(db, order.id);
  const next = nextCheckoutState(order.checkoutState as CheckoutState, {
    hasDeclaration: hasDeclaration(order),
    hasProducts: Number(order.itemsTotalAmount) > 0,
    isOverLimit: order.isOverLimit,
    documentsDone: docs.invoiceCount > 0 && docs.hasPassport,
  });
  if (next === order.checkoutState) return order;
  return updateOrder(db, order.id, { checkoutState: next }, null);
}
