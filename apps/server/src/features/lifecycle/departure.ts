// What keeps a parcel from leaving the warehouse (issue 13): the domain's parcel rules at the 'depart'
// stage, for the parcel and every parcel consolidated with it. Dispatch, clear_hold and the hold on
// arrival at the shelf all ask this.
import type { ParcelViolation } from '@posylka/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, type OrderRow } from '../../db/schema/index.js';
import { parcelBlockers } from '../../parcel-rules/index.js';

/**
 * What keeps the parcel from leaving now. A consolidated parcel leaves with the others of its
 * consolidation, so their reasons count too (each named by its parcel number).
 */
export async function departureBlockers(db: Database, order: OrderRow): Promise<ParcelViolation[]> {
  const own = await parcelBlockers(db, order, 'depart');
  if (order.shipmentState !== 'consolidated' || !order.consolidationId) return own;
  const others = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.consolidationId, order.consolidationId),
        eq(orders.shipmentState, 'consolidated'),
        isNull(orders.deletedAt),
        ne(orders.id, order.id),
      ),
    );
  const theirs = await Promise.all(others.map((other) => parcelBlockers(db, other, 'depart')));
  return [...own, ...theirs.flat()];
}
