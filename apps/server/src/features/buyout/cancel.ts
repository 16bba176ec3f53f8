// POST /buyout/{id}/refund: a buy-out order canceled, or refunded when it was paid (SPEC §4 Buy-out).
import { canCancelBuyout, cancelOutcome, type BuyoutOrderStatus } from '@posylka/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type BuyoutOrderRow } from '../../db/schema/index.js';
import { BuyoutConflictError } from './messages.js';

/** POST /buyout/{id}/refund: cancel; a paid order is refunded in full through its provider first. */
export async function cancelOrder(
  db: Database,
  order: BuyoutOrderRow,
  refund: () => Promise<boolean>,
  now: Date,
): Promise<BuyoutOrderRow> {
  const status = order.status as BuyoutOrderStatus;
  if (!canCancelBuyout(status)) throw new BuyoutConflictError('notCancelable');
  const refunded = await refund();
  const next = refunded ? 'refunded' : cancelOutcome(status) === 'refunded' ? 'refunded' : 'canceled';
  const [row] = await db
    .update(buyoutOrders)
    .set({ status: next, updatedAt: now })
    .where(eq(buyoutOrders.id, order.id))
    .returning();
  return row!;
}
