import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { BUYOUT_PROCESSING_STATUSES, isBuyoutLineSettled } from '@posylka/domain';
import { buyoutOrders, buyoutProducts, payments, type PaymentRow } from '../../db/schema/index.js';
import type { PaymentSystem } from './provider.js';
import { isUuid } from '../../db/uuid.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** Only the order's own checkout payments: surcharges of single lines are paid and refunded apart. */
const orderKind = eq(payments.kind, 'order');

export async function insertPayment(
  db: Db,
  values: {
    id: string;
    orderId: string;
    provider: PaymentSystem;
    amount: string;
    currency: string;
    baseAmount: string;
    baseCurrency: string;
    rate: string;
    kind?: 'order' | 'surcharge';
    productId?: string | null;
  },
): Promise<PaymentRow> {
  // Our payment id doubles as the provider reference: unique per attempt, as LiqPay requires.
  const [row] = await db
    .insert(payments)
    .values({ ...values, providerPaymentId: values.id })
    .returning();
  return row!;
}

/**
 * The newest attempt still open for exactly this payment (order or one line's surcharge, provider,
 * amount, currency) started after `since`: reloading the payment page reuses it instead of piling up
 * attempts. An edit or a cancel fails open attempts, so a changed order never finds one.
 */
export async function openAttempt(
  db: Db,
  args: {
    orderId: string;
    provider: PaymentSystem;
    amount: string;
    currency: string;
    productId: string | null;
    since: Date;
  },
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, args.orderId),
        eq(payments.kind, args.productId ? 'surcharge' : 'order'),
        args.productId ? eq(payments.productId, args.productId) : isNull(payments.productId),
        eq(payments.provider, args.provider),
        eq(payments.status, 'pending'),
        // The same thing to pay for (the hryvnia figure may be of an earlier rate: it is kept).
        eq(payments.baseAmount, args.amount),
        eq(payments.baseCurrency, args.currency),
        gt(payments.createdAt, args.since),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function findByProviderId(
  db: Db,
  provider: PaymentSystem,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

export async function latestPayment(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), orderKind))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The one transition out of pending: a single UPDATE ... WHERE status = 'pending' RETURNING. Of two
 * concurrent or replayed callbacks only one gets the row back; the other sees nothing to do.
 */
export async function settlePending(
  db: Db,
  id: string,
  status: 'paid' | 'failed',
  details: Record<string, unknown>,
  at: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status, lastCallback: details, settledAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * The order is paid once: only an order still awaiting payment of exactly this amount moves to paid
 * (a draft saved again and checked out anew may cost something else than an older attempt), and
 * never one the customer removed from the list meanwhile (the money then goes back).
 */
export async function markOrderPaid(db: Db, payment: PaymentRow, at: Date): Promise<boolean> {
  const rows = await db
    .update(buyoutOrders)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(
      and(
        eq(buyoutOrders.id, payment.orderId),
        eq(buyoutOrders.status, 'awaiting_payment'),
        isNull(buyoutOrders.deletedAt),
        eq(buyoutOrders.totalAmount, payment.baseAmount),
        eq(buyoutOrders.totalCurrency, payment.baseCurrency),
      ),
    )
    .returning({ id: buyoutOrders.id });
  return rows.length > 0;
}

/**
 * A success for an attempt we had closed (failed by an edit, a cancel or a refusal, never by the
 * provider's own decline: that one has its callback in last_callback with status failure): the one
 * move failed -> paid, so of two such callbacks only one records the capture.
 */
export async function captureClosedAttempt(
  db: Db,
  id: string,
  details: Record<string, unknown>,
  at: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'paid', lastCallback: details, settledAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'failed'), isNull(payments.lastCallback)))
    .returning();
  return row ?? null;
}

export async function markRefunded(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.id, id), eq(payments.status, 'paid')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A canceled order's open payment attempts can no longer pay it. */
export async function failPendingPayments(db: Db, orderId: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', settledAt: at })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

export async function paidPayment(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), orderKind))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function orderOfPayment(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: buyoutOrders.id, number: buyoutOrders.number, status: buyoutOrders.status })
    .from(buyoutOrders)
    .where(eq(buyoutOrders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** The order's payments that took money (order and surcharges, paid or refunded), oldest first. */
export async function capturedPayments(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Whose money a payment is: the ledger row names the order and its customer. */
export async function ownerOfPayment(
  db: Db,
  payment: Pick<PaymentRow, 'orderId'>,
): Promise<{ service: 'buyout'; orderId: string; userId: string } | null> {
  const [row] = await db
    .select({ userId: buyoutOrders.userId })
    .from(buyoutOrders)
    .where(eq(buyoutOrders.id, payment.orderId))
    .limit(1);
  return row ? { service: 'buyout', orderId: payment.orderId, userId: row.userId } : null;
}

/**
 * A paid surcharge buys its line once: only a line still waiting for exactly this surcharge (not
 * refused meanwhile, not paid by another attempt) is marked paid and bought, and the order gets its
 * bought_at when that was the last open line. False: the money is not wanted and goes back.
 */
export async function markSurchargePaid(db: Db, payment: PaymentRow, at: Date): Promise<boolean> {
  if (!payment.productId) return false;
  // The order's lock first, like a line's change and the customer's cancel (buyout processing): an
  // order canceled meanwhile (refunded, e.g. overdue) buys nothing more; the money goes back.
  const [order] = await db
    .select({ id: buyoutOrders.id })
    .from(buyoutOrders)
    .where(
      and(
        eq(buyoutOrders.id, payment.orderId),
        inArray(buyoutOrders.status, [...BUYOUT_PROCESSING_STATUSES]),
      ),
    )
    .for('update');
  if (!order) return false;
  const [line] = await db
    .select()
    .from(buyoutProducts)
    .where(and(eq(buyoutProducts.id, payment.productId), eq(buyoutProducts.orderId, payment.orderId)))
    .limit(1);
  if (!line) return false;
  const rows = await db
    .update(buyoutProducts)
    .set({
      surchargePaidAt: at,
      // A line with a shop track number is on its way already (processing/lines.ts boughtStatus).
      itemStatus: line.trackNo ? 'shipped' : 'purchased',
      purchasedAt: at,
    })
    .where(
      and(
        eq(buyoutProducts.id, line.id),
        eq(buyoutProducts.itemStatus, 'awaiting'),
        isNull(buyoutProducts.surchargePaidAt),
        eq(buyoutProducts.surchargeAmount, payment.baseAmount),
        inArray(buyoutProducts.decision, ['auto_accept', 'accepted']),
      ),
    )
    .returning({ id: buyoutProducts.id });
  if (rows.length === 0) return false;
  const lines = await db.select().from(buyoutProducts).where(eq(buyoutProducts.orderId, payment.orderId));
  if (lines.every(isBuyoutLineSettled)) {
    await db
      .update(buyoutOrders)
      .set({ boughtAt: at, updatedAt: at })
      .where(and(eq(buyoutOrders.id, payment.orderId), isNull(buyoutOrders.boughtAt)));
  }
  return true;
}

/** Open attempts to pay one line's surcharge (the customer refused it) can no longer pay it. */
export async function failPendingSurcharges(db: Db, productId: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', settledAt: at })
    .where(
      and(eq(payments.productId, productId), eq(payments.kind, 'surcharge'), eq(payments.status, 'pending')),
    );
}
