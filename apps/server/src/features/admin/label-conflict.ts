// A scanned parcel whose label carries another customer's code than the account that declared its
// track number (issue 13). The label wins, as at a real warehouse: the shop addressed the box to our
// address with the label's code, so it is that customer's parcel; the declaring customer most likely
// mistyped the track number (or declared someone else's). So:
// - the label's customer gets the parcel as unregistered (service 39) and declares it, as with any
//   parcel nobody of theirs declared;
// - the declaration is not released or deleted: its goods, documents and choices are the customer's
//   own work and their real parcel may still come. It stays declared (not received) but gives up the
//   track number, so "one live order per track number" still holds and the label's parcel carries
//   it; the customer gets an alert to check the number with the shop and enter the right one;
// - both orders keep the conflict (orders.label_conflict) and an audit row, so the console shows
//   "label code X, declared by customer Y" on either parcel.
import { formatOrderNumber } from '@posylka/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, type LabelConflict, type OrderRow } from '../../db/schema/index.js';
import { writeAudit } from '../../audit/index.js';
import { addAlert } from '../alerts/index.js';
import {
  applyShipmentEvent,
  parcelPagePath,
  publishParcelChange,
  type LifecycleDeps,
} from '../lifecycle/index.js';
import { AdminError, refusalError } from './messages.js';
import { deleteWarehouseOrder, insertWarehouseOrder, isUniqueViolation } from './repository.js';

/** Thrown inside the transaction when the declaration moved or changed its track under us. */
class DeclarationChanged extends Error {}

export type LabelConflictInput = {
  declared: OrderRow;
  declaredCustomerCode: string;
  labelCustomer: { id: string; customerCode: string };
  trackNo: string;
  /** The measurements and the warehouse, as the receive move stores them. */
  data: Record<string, unknown>;
  operatorId: string;
};

/** Receives the parcel for the label's customer; answers the new (unregistered) order's id. */
export async function receiveForLabelCustomer(
  deps: LifecycleDeps,
  input: LabelConflictInput,
): Promise<string> {
  const { declared } = input;
  const now = deps.now();
  const trackNo = declared.trackNo ?? input.trackNo;
  let conflict: LabelConflict;
  try {
    conflict = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      // The track number is freed first: the unique index would refuse the label's order otherwise.
      const [freed] = await db
        .update(orders)
        .set({ trackNo: null, updatedAt: now })
        .where(
          and(
            eq(orders.id, declared.id),
            eq(orders.shipmentState, 'declared'),
            isNull(orders.deletedAt),
            sql`upper(${orders.trackNo}) = ${trackNo.toUpperCase()}`,
          ),
        )
        .returning({ id: orders.id });
      if (!freed) throw new DeclarationChanged();
      const created = await insertWarehouseOrder(db, {
        userId: input.labelCustomer.id,
        countryCode: declared.countryCode,
        trackNo: input.trackNo,
      });
      const facts = {
        trackNo,
        labelCustomerCode: input.labelCustomer.customerCode,
        declaredCustomerCode: input.declaredCustomerCode,
        declaredOrder: { id: declared.id, number: formatOrderNumber(declared.number) },
        receivedOrder: { id: created.id, number: formatOrderNumber(created.number) },
        at: now.toISOString(),
      };
      for (const [id, role] of [
        [declared.id, 'declared'],
        [created.id, 'label'],
      ] as const) {
        const labelConflict: LabelConflict = { role, ...facts };
        await db.update(orders).set({ labelConflict }).where(eq(orders.id, id));
        await writeAudit(db, {
          actorUserId: input.operatorId,
          action: 'parcel.label_conflict',
          entityType: 'order',
          entityId: id,
          before: role === 'declared' ? { trackNo, labelConflict: null } : null,
          after: role === 'declared' ? { trackNo: null, labelConflict } : { trackNo, labelConflict },
          at: now,
        });
      }
      return { role: 'label' as const, ...facts };
    });
  } catch (error) {
    // The declaration moved or changed its track, or another scan took the track a moment ago.
    if (error instanceof DeclarationChanged || isUniqueViolation(error)) {
      throw new AdminError(409, 'stateChanged');
    }
    throw error;
  }

  const orderId = conflict.receivedOrder.id;
  const result = await applyShipmentEvent(deps, {
    orderId,
    event: 'receive_unregistered',
    actor: { kind: 'operator', userId: input.operatorId },
    data: input.data,
    expectedState: 'declared',
  });
  if (!result.ok) {
    await undo(deps.db, conflict, trackNo);
    throw refusalError(result.reason);
  }
  await tellDeclaringCustomer(deps, declared, trackNo, now);
  return orderId;
}

/**
 * The receive move was refused: the label's order goes and the declaration gets its track number
 * back, unless its customer already entered another one.
 */
async function undo(db: Database, conflict: LabelConflict, trackNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inner = tx as unknown as Database;
    await deleteWarehouseOrder(inner, conflict.receivedOrder.id);
    await inner
      .update(orders)
      .set({ trackNo, labelConflict: null })
      .where(and(eq(orders.id, conflict.declaredOrder.id), isNull(orders.trackNo)));
  });
}

/** The declaring customer hears why their declaration lost its track number (alert, live page). */
async function tellDeclaringCustomer(deps: LifecycleDeps, declared: OrderRow, trackNo: string, at: Date) {
  try {
    await addAlert(deps.db, {
      userId: declared.userId,
      key: 'track-conflict',
      kind: 'warning',
      params: { number: formatOrderNumber(declared.number), trackNo },
      link: parcelPagePath(declared.id),
    });
  } catch (err) {
    deps.log.error({ err, orderId: declared.id, notification: 'alert' }, 'track conflict alert failed');
  }
  await publishParcelChange(deps, { ...declared, shipmentState: 'declared' }, at);
}
