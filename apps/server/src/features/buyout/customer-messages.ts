// What the buy-out customer hears outside the cabinet (issue 16, decision 015): a line's question
// or surcharge, the order bought, 72 hours passed; each written with the transaction of its change.
import type { Database } from '../../db/database.js';
import { notify } from '../../notifications/index.js';
import { buyoutPagePath, messageTarget } from '../payments/index.js';

type Db = Pick<Database, 'select' | 'insert'>;

/** A line waits for the customer's answer (a higher price or fewer units than allowed). */
export async function notifyPriceQuestion(tx: Db, orderId: string, lineId: string, at: Date): Promise<void> {
  const order = await messageTarget(tx, orderId);
  if (!order) return;
  await notify(tx as Database, {
    userId: order.userId,
    event: 'buyout.price_question',
    params: { orderId, number: order.label, lineId },
    link: buyoutPagePath(orderId),
    key: `buyout.price_question:${lineId}:${at.toISOString()}`,
  });
}

/** A line waits for a surcharge: the price rose within what the customer allowed. */
export async function notifySurchargeDue(
  tx: Db,
  orderId: string,
  lineId: string,
  amount: { amount: string; currency: string },
  at: Date,
): Promise<void> {
  const order = await messageTarget(tx, orderId);
  if (!order) return;
  await notify(tx as Database, {
    userId: order.userId,
    event: 'money.surcharge',
    params: { orderId, number: order.label, lineId, amount: amount.amount, currency: amount.currency },
    link: buyoutPagePath(orderId),
    key: `money.surcharge:${lineId}:${at.toISOString()}`,
  });
}

/** Every line is settled: the order is bought (once: bought_at is set once). */
export async function notifyBought(tx: Db, orderId: string): Promise<void> {
  const order = await messageTarget(tx, orderId);
  if (!order) return;
  await notify(tx as Database, {
    userId: order.userId,
    event: 'buyout.bought',
    params: { orderId, number: order.label },
    link: buyoutPagePath(orderId),
    key: `buyout.bought:${orderId}`,
  });
}

/** 72 hours passed without the purchase (once per order, with the job's mark). */
export async function notifyOverdue(tx: Db, orderId: string): Promise<void> {
  const order = await messageTarget(tx, orderId);
  if (!order) return;
  await notify(tx as Database, {
    userId: order.userId,
    event: 'buyout.overdue',
    params: { orderId, number: order.label },
    link: buyoutPagePath(orderId),
    key: `buyout.overdue:${orderId}`,
  });
}
