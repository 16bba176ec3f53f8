// One state change inside a transaction: the conditional UPDATE (only from the state we read, so two
// requests or instances never both move it), the timeline row, and the audit row for operators.
import type { ShipmentEvent, ShipmentState } from '@posylka/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderEvents, orders, type OrderRow } from '../../db/schema/index.js';
import { writeAudit } from '../../audit/index.js';
import { auditSnapshot, type OrderChanges } from './columns.js';
import type { LifecycleActorRef, StateMove } from './types.js';

export async function moveOrder(
  tx: Database,
  input: {
    order: OrderRow;
    from: ShipmentState;
    /** Null for the move that creates the parcel (receive_unregistered): its timeline has no origin. */
    timelineFrom: ShipmentState | null;
    to: ShipmentState;
    event: ShipmentEvent;
    actor: LifecycleActorRef;
    changes: OrderChanges;
    data: Record<string, unknown>;
    now: Date;
  },
): Promise<StateMove | null> {
  const { order, now } = input;
  const [row] = await tx
    .update(orders)
    .set({ ...input.changes, shipmentState: input.to, stateChangedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.shipmentState, input.from), isNull(orders.deletedAt)))
    .returning();
  if (!row) return null;
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromState: input.timelineFrom,
    toState: input.to,
    event: input.event,
    actor: input.actor.kind,
    actorUserId: input.actor.userId,
    data: input.data,
    createdAt: now,
  });
  if (input.actor.kind === 'operator') {
    await writeAudit(tx, {
      actorUserId: input.actor.userId,
      action: `parcel.event.${input.event}`,
      entityType: 'order',
      entityId: order.id,
      before: auditSnapshot(order),
      after: { ...auditSnapshot(row), ...(Object.keys(input.data).length > 0 ? { data: input.data } : {}) },
      at: now,
    });
  }
  return { order: row, from: input.timelineFrom, to: input.to, event: input.event, at: now };
}
