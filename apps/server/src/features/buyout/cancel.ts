// POST /buyout/{id}/refund: a buy-out order canceled, or refunded when it was paid (SPEC §4 Buy-out).
import {
  canCancelBuyout,
  cancelOutcome,
  cancelRefundReason,
  isBuyoutOverdueUnbought,
  type BuyoutOrderStatus,
} from '@posylka/domain';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type BuyoutOrderRow, type BuyoutProductRow } from '../../db/schema/index.js';
import type { BuyoutDeps } from './deps.js';
import { BuyoutConflictError } from './messages.js';
import { lockOrder } from './processing/repository.js';
import { findProducts } from './repository.js';

/** Why a cancel gives the money back: the ledger's refund reason (domain cancelRefundReason). */
export type CancelReason = 'cancel' | 'overdue';

/** The domain's 72-hour verdict on the order as stored (SPEC §9 "buy within 72 hours"). */
const overdueUnbought = (order: BuyoutOrderRow, lines: readonly BuyoutProductRow[], now: Date) =>
  isBuyoutOverdueUnbought(
    { status: order.status as BuyoutOrderStatus, paidAt: order.paidAt, boughtAt: order.boughtAt, lines },
    now,
  );

/**
 * POST /buyout/{id}/refund: cancel; a paid order is refunded in full through its provider (`refund`,
 * with the ledger's reason). A paid order the buyer did not buy within 72 hours, nothing of it bought,
 * may be cancelled whatever its processing status (domain canCancelBuyout), refunded with reason
 * overdue. An order cancelled before payment gives its promo code's use back; a paid one keeps it
 * (docs/decisions/010-promo-code-redemptions.md).
 */
export async function cancelOrder(
  db: Database,
  deps: Pick<BuyoutDeps, 'redemptions'>,
  order: BuyoutOrderRow,
  refund: (reason: CancelReason) => Promise<boolean>,
  now: Date,
): Promise<BuyoutOrderRow> {
  const status = order.status as BuyoutOrderStatus;
  const overdue = overdueUnbought(order, await findProducts(db, order.id), now);
  if (!canCancelBuyout(status, overdue)) throw new BuyoutConflictError('notCancelable');
  if (cancelOutcome(status, overdue) === 'refunded') return cancelPaid(db, order, refund, now);
  const refunded = await refund('cancel');
  const next = refunded ? 'refunded' : 'canceled';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(buyoutOrders)
      .set({ status: next, updatedAt: now })
      .where(eq(buyoutOrders.id, order.id))
      .returning();
    if (next === 'canceled') await deps.redemptions.release(tx, { kind: 'buyout', id: order.id }, now);
    return row!;
  });
}

/**
 * A paid order is taken first: under the order's lock (the buyer's purchase and a surcharge payment
 * take it too) the rule is checked again on the order as it is now and the order becomes refunded, so
 * nothing can be bought from then on; then the money goes back. A provider that refuses puts the order
 * back as it was (the refusal is in the ledger) and the customer may try again.
 */
async function cancelPaid(
  db: Database,
  order: BuyoutOrderRow,
  refund: (reason: CancelReason) => Promise<boolean>,
  now: Date,
): Promise<BuyoutOrderRow> {
  const claimed = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) return null;
    const status = locked.status as BuyoutOrderStatus;
    const overdue = overdueUnbought(locked, await findProducts(tx, order.id), now);
    if (!canCancelBuyout(status, overdue) || cancelOutcome(status, overdue) !== 'refunded') return null;
    const [row] = await tx
      .update(buyoutOrders)
      .set({ status: 'refunded', updatedAt: now })
      .where(eq(buyoutOrders.id, order.id))
      .returning();
    if (overdue)
      await writeAudit(tx, {
        actorUserId: order.userId,
        action: 'buyout.cancel.overdue',
        entityType: 'buyout_order',
        entityId: order.id,
        before: { status, paidAt: locked.paidAt?.toISOString() ?? null },
        after: { status: 'refunded' },
        at: now,
      });
    return { row: row!, previous: status, reason: cancelRefundReason(overdue) };
  });
  if (!claimed) throw new BuyoutConflictError('notCancelable');
  try {
    await refund(claimed.reason);
  } catch (error) {
    await db
      .update(buyoutOrders)
      .set({ status: claimed.previous, updatedAt: now })
      .where(and(eq(buyoutOrders.id, order.id), eq(buyoutOrders.status, 'refunded')));
    throw error;
  }
  return claimed.row;
}
