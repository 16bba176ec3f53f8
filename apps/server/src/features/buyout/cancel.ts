// POST /buyout/{id}/refund: a buy-out order canceled, or refunded when it was paid (SPEC §4 Buy-out).
import { canCancelBuyout, cancelOutcome, type BuyoutOrderStatus } from '@posylka/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type BuyoutOrderRow } from '../../db/schema/index.js';
import type { BuyoutDeps } from './deps.js';
import { BuyoutConflictError } from './messages.js';

/**
 * POST /buyout/{id}/refund: cancel; a paid order is refunded in full through its provider first.
 * An order cancelled before payment gives its promo code's use back; a paid one keeps it
 * (docs/decisions/010-promo-code-redemptions.md).
 */
export async function cancelOrder(
  db: Database,
  deps: Pick<BuyoutDeps, 'redemptions'>,
  order: BuyoutOrderRow,
  refund: () => Promise<boolean>,
  now: Date,
): Promise<BuyoutOrderRow> {
  const status = order.status as BuyoutOrderStatus;
  if (!canCancelBuyout(status)) throw new BuyoutConflictError('notCancelable');
  const refunded = await refund();
  const next = refunded ? 'refunded' : cancelOutcome(status) === 'refunded' ? 'refunded' : 'canceled';
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
