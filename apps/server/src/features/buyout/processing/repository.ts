// Database side of buy-out processing: the paid payment, refund rows and line updates (audit rows are
// written through src/audit). Every change of a line or an order is a conditional UPDATE on the state
// that was read, so two operators (or an operator and the customer) never both apply a decision.
import { BUYOUT_PROCESSING_STATUSES } from '@posylka/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  buyoutOrders,
  buyoutProducts,
  payments,
  type BuyoutOrderRow,
  type BuyoutProductRow,
  type PaymentRow,
} from '../../../db/schema/index.js';
import { findProducts, type Tx } from '../repository.js';
import { isUuid } from '../../../db/uuid.js';
import { notifyBought } from '../customer-messages.js';

export type Db = Database | Tx;

/** Orders whose goods the buyer may still record or refund: paid, and not canceled or refunded in full. */
export const PROCESSING_STATUSES = BUYOUT_PROCESSING_STATUSES;

export function isInProcessing(order: Pick<BuyoutOrderRow, 'status' | 'paidAt'>): boolean {
  return order.paidAt !== null && (PROCESSING_STATUSES as readonly string[]).includes(order.status);
}

/** The payment that took the order's money (a full refund turns it 'refunded'). */
export async function settledPayment(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        // Surcharges of single lines are not the order's payment (paidSurcharges reads those).
        eq(payments.kind, 'order'),
        inArray(payments.status, ['paid', 'refunded']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Paid surcharges of single lines, oldest first: money the customer paid on top of the order, which a
 * refund may also give back. A surcharge the payments feature gave back itself (status refunded) has
 * nothing left.
 */
export async function paidSurcharges(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'surcharge'), eq(payments.status, 'paid')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function findPaymentRow(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function listPayments(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
}

export async function findOrderById(db: Db, id: string): Promise<BuyoutOrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(buyoutOrders).where(eq(buyoutOrders.id, id)).limit(1);
  return row ?? null;
}

/**
 * Locks the order row for the rest of the transaction and answers it as it is now: a line's change
 * and the customer's cancel of an overdue order take it first, so they happen one after the other
 * and each sees what the other did (the lines still coming, whether anything is bought).
 */
export async function lockOrder(tx: Db, id: string): Promise<BuyoutOrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(buyoutOrders).where(eq(buyoutOrders.id, id)).for('update');
  return row ?? null;
}

export async function findLine(db: Db, orderId: string, lineId: string): Promise<BuyoutProductRow | null> {
  if (!isUuid(lineId)) return null;
  const [row] = await db
    .select()
    .from(buyoutProducts)
    .where(and(eq(buyoutProducts.id, lineId), eq(buyoutProducts.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/**
 * Updates the line only if it is still exactly as read (decision and item status), so of two
 * concurrent decisions only one applies. Answers the new row, or null when it had moved.
 */
export async function updateLineIfUnchanged(
  db: Db,
  line: BuyoutProductRow,
  values: Partial<typeof buyoutProducts.$inferInsert>,
): Promise<BuyoutProductRow | null> {
  const [row] = await db
    .update(buyoutProducts)
    .set(values)
    .where(
      and(
        eq(buyoutProducts.id, line.id),
        eq(buyoutProducts.itemStatus, line.itemStatus),
        line.decision === null ? isNull(buyoutProducts.decision) : eq(buyoutProducts.decision, line.decision),
        line.actualQuantity === null
          ? isNull(buyoutProducts.actualQuantity)
          : eq(buyoutProducts.actualQuantity, line.actualQuantity),
      ),
    )
    .returning();
  return row ?? null;
}

/** "paid/edited -> processing when the first item is recorded" (a partly refunded order keeps its status). */
export async function markProcessing(db: Db, orderId: string, at: Date): Promise<void> {
  await db
    .update(buyoutOrders)
    .set({ status: 'processing', updatedAt: at })
    .where(and(eq(buyoutOrders.id, orderId), inArray(buyoutOrders.status, ['paid', 'edited'])));
}

/**
 * bought_at once every line is settled (set once; later answers never move it); the customer is told
 * in the same transaction, once.
 */
export async function markBoughtIf(db: Db, orderId: string, settled: boolean, at: Date): Promise<void> {
  if (!settled) return;
  const marked = await db
    .update(buyoutOrders)
    .set({ boughtAt: at, updatedAt: at })
    .where(and(eq(buyoutOrders.id, orderId), isNull(buyoutOrders.boughtAt)))
    .returning({ id: buyoutOrders.id });
  if (marked.length > 0) await notifyBought(db, orderId);
}

export async function setOrderStatus(
  db: Db,
  orderId: string,
  status: string,
  at: Date,
): Promise<BuyoutOrderRow> {
  const [row] = await db
    .update(buyoutOrders)
    .set({ status, updatedAt: at })
    .where(eq(buyoutOrders.id, orderId))
    .returning();
  return row!;
}

export { findProducts };
