// SPEC §9 "buy within 72 hours" (issue 14 item 3): when the buyer misses it, the console lists the
// order first, the customer is told once, and may cancel it with a full refund while nothing is bought.
import { isBuyOverdue } from './processing.js';
import { buyoutWaitsForCustomer, isBuyoutLineBought, type StoredLine } from './purchase.js';
import { isBuyoutProcessingStatus, type BuyoutOrderStatus } from './status.js';

/** What the 72-hour verdict reads of an order: its status, payment and purchase times, and its lines. */
export type BuyoutOverdueFacts = {
  status: BuyoutOrderStatus;
  paidAt: Date | null;
  /** Every line settled (bought, refused or unavailable): the promise is kept. */
  boughtAt: Date | null;
  lines: readonly StoredLine[];
};

/**
 * The buyer is late: the order is paid and still being bought (not canceled or refunded in full), not
 * every line is settled, 72 hours passed since payment (isBuyOverdue: from the deadline instant on),
 * and the buying does not wait for the customer (an open question or an unpaid surcharge on every
 * line left is the customer's time, buyoutWaitsForCustomer). The console's overdue flag.
 */
export function isBuyoutOverdue(order: BuyoutOverdueFacts, now: Date): boolean {
  return (
    order.paidAt !== null &&
    order.boughtAt === null &&
    isBuyoutProcessingStatus(order.status) &&
    !buyoutWaitsForCustomer(order.lines) &&
    isBuyOverdue(order.paidAt, now)
  );
}

/**
 * Overdue with nothing bought: the customer may cancel the order and get everything back (the order
 * payment and every paid surcharge, reason 'overdue'), and is told so once. A bought line cannot be
 * undone, so an order with any line bought is not offered this cancel (the console refunds the rest).
 */
export function isBuyoutOverdueUnbought(order: BuyoutOverdueFacts, now: Date): boolean {
  return isBuyoutOverdue(order, now) && !order.lines.some(isBuyoutLineBought);
}
