// The held state (issue 13 "the warehouse holds what cannot leave"): a held parcel goes back to the
// shelf once every reason is gone. Holding happens in applyShipmentEvent (a parcel that reaches the
// shelf with a rule broken, or a dispatch refused by the rules).
import { sameReasons, type ParcelViolation } from '@posylka/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/index.js';
import { applyShipmentEvent } from './apply.js';
import { departureBlockers } from './departure.js';
import type { LifecycleActorRef, LifecycleDeps } from './types.js';

/**
 * After the customer (or anyone) changed something a held parcel waits for: it goes back to the
 * shelf when every reason is gone, or keeps its reasons up to date. Answers the current row.
 */
export async function reconsiderHold(
  deps: LifecycleDeps,
  order: OrderRow,
  actor: LifecycleActorRef,
): Promise<OrderRow> {
  if (order.shipmentState !== 'held') return order;
  const cleared = await applyShipmentEvent(deps, {
    orderId: order.id,
    event: 'clear_hold',
    actor,
    expectedState: 'held',
  });
  if (cleared.ok) return cleared.order;
  const reasons = await departureBlockers(deps.db, order);
  if (reasons.length === 0 || sameReasons(order.holdReasons as ParcelViolation[], reasons)) return order;
  const [row] = await deps.db
    .update(orders)
    .set({ holdReasons: reasons })
    .where(and(eq(orders.id, order.id), eq(orders.shipmentState, 'held')))
    .returning();
  return row ?? order;
}

/**
 * Every held parcel of a customer, reconsidered after something of the account changed that a hold
 * may wait for (a phone verified): the page shows the parcel back on the shelf at once.
 */
export async function reconsiderHeldOf(deps: LifecycleDeps, userId: string): Promise<void> {
  const held = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.shipmentState, 'held'), isNull(orders.deletedAt)));
  for (const order of held) await reconsiderHold(deps, order, { kind: 'customer', userId });
}
