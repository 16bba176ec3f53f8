// What a card payment tells the customer outside the cabinet (issue 16, decision 015): the result,
// written with the transaction that settles it, and a refund once the provider has taken it back
// (the ledger row is written before the provider is asked; only its acceptance makes it true).
import { eq } from 'drizzle-orm';
import { formatBuyoutNumber, refundArrivesBy } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type LedgerEntryRow, type PaymentRow } from '../../db/schema/index.js';
import { notify } from '../../notifications/index.js';

type Db = Pick<Database, 'select' | 'insert'>;

export const buyoutPagePath = (orderId: string) => `/buyout/show/${orderId}`;

/** The buy-out order a message is about: its customer and its number as the customer knows it. */
export async function messageTarget(db: Db, orderId: string) {
  const [row] = await (db as Database)
    .select({ userId: buyoutOrders.userId, number: buyoutOrders.number })
    .from(buyoutOrders)
    .where(eq(buyoutOrders.id, orderId))
    .limit(1);
  return row ? { ...row, label: formatBuyoutNumber(row.number) } : null;
}

/** The result of a card payment (the order's or a surcharge's), once per payment and result. */
export async function notifyPaymentResult(tx: Db, payment: PaymentRow, tookEffect: boolean): Promise<void> {
  // Money that arrived for nothing (a closed order) is refunded at once: the refund message says so.
  if (payment.status === 'paid' && !tookEffect) return;
  if (payment.status !== 'paid' && payment.status !== 'failed') return;
  const order = await messageTarget(tx, payment.orderId);
  if (!order) return;
  await notify(tx as Database, {
    userId: order.userId,
    event: payment.status === 'paid' ? 'money.payment_succeeded' : 'money.payment_failed',
    params: {
      orderId: payment.orderId,
      number: order.label,
      amount: payment.amount,
      currency: payment.currency,
      kind: payment.kind,
    },
    link: buyoutPagePath(payment.orderId),
    key: `money.payment:${payment.id}:${payment.status}`,
  });
}

/** A refund the provider has accepted: the amount on the card and the day it arrives at the latest. */
export async function notifyRefund(
  db: Database,
  paid: PaymentRow,
  entry: LedgerEntryRow,
  charged: string,
): Promise<void> {
  const order = await messageTarget(db, paid.orderId);
  if (!order) return;
  await notify(db, {
    userId: order.userId,
    event: 'money.refund',
    params: {
      orderId: paid.orderId,
      number: order.label,
      amount: charged,
      currency: paid.currency,
      arrivesBy: refundArrivesBy(entry.createdAt).toISOString(),
      reason: entry.reason,
    },
    link: buyoutPagePath(paid.orderId),
    key: `money.refund:${entry.id}`,
  });
}
