// SPEC §4 "auto-dispatch (14 calendar days after receipt, or earlier by choice)": the customer asks a
// parcel on the shelf to leave with the next dispatch. The request is checked against the same parcel
// rules as the dispatch itself (which the timer job makes, checking them again at that moment).
import { translateMessage, type Locale } from '@posylka/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { departureBlockers } from './departure.js';
import { refusalError } from './messages.js';
import type { LifecycleDeps } from './types.js';

export async function requestDispatch(
  deps: LifecycleDeps,
  order: OrderRow,
  locale: Locale,
): Promise<OrderRow> {
  if (order.shipmentState !== 'at_warehouse') throw refusalError('not_allowed_from_state');
  if (order.dispatchRequestedAt) return order;
  const blockers = await departureBlockers(deps.db, order);
  if (blockers.length > 0) {
    const violations = blockers.map((v) => ({
      property: v.property,
      message: translateMessage(v.code, v.params ?? {}, locale),
    }));
    throw new HttpError(422, 'validationFailed', {}, violations);
  }
  const [row] = await deps.db
    .update(orders)
    .set({ dispatchRequestedAt: deps.now() })
    .where(and(eq(orders.id, order.id), eq(orders.shipmentState, 'at_warehouse'), isNull(orders.deletedAt)))
    .returning();
  // The parcel moved between the read and the write (dispatched, held...): the move's answer stands.
  if (!row) throw refusalError('not_allowed_from_state');
  return row;
}
