// The overview's parcel counts: one GROUP BY over the live parcels (the (shipment_state,
// state_changed_at) index covers the state column), filled up to every state of the domain.
import { and, count, isNull, or, eq } from 'drizzle-orm';
import { SHIPMENT_STATES, isShipmentState, type ShipmentState } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';

/**
 * Live parcels per shipment state: not deleted, and either declared to the end (checkout completed)
 * or opened by the warehouse for a parcel nobody declared. A draft is not a parcel yet. Every state
 * of SHIPMENT_STATES is present, 0 when none.
 */
export async function parcelCountsByState(db: Database): Promise<Record<ShipmentState, number>> {
  const rows = await db
    .select({ state: orders.shipmentState, n: count() })
    .from(orders)
    .where(
      and(
        isNull(orders.deletedAt),
        or(eq(orders.isCheckoutCompleted, true), eq(orders.isCreatedByWarehouse, true)),
      ),
    )
    .groupBy(orders.shipmentState);
  const counts = Object.fromEntries(SHIPMENT_STATES.map((state) => [state, 0])) as Record<
    ShipmentState,
    number
  >;
  // The column accepts any text (decision 009): a state the domain does not know is not shown.
  for (const row of rows) if (isShipmentState(row.state)) counts[row.state] = Number(row.n);
  return counts;
}
