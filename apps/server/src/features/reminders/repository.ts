// The parcels a reminder may be due for, read through the (shipment_state, state_changed_at) index:
// per state only those whose deadline falls in the next 3 days, and the held ones held 3 days or more.
import {
  DOCUMENTS_REMINDER_EVERY_DAYS,
  STORAGE_REMINDER_DAYS,
  storageTermDays,
  type ShipmentState,
} from '@posylka/domain';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReminderCandidate = {
  id: string;
  userId: string;
  number: number;
  shipmentState: string;
  stateChangedAt: Date;
  receivedAt: Date | null;
  dispatchRequestedAt: Date | null;
};

const COLUMNS = {
  id: orders.id,
  userId: orders.userId,
  number: orders.number,
  shipmentState: orders.shipmentState,
  stateChangedAt: orders.stateChangedAt,
  receivedAt: orders.receivedAt,
  dispatchRequestedAt: orders.dispatchRequestedAt,
};

/** Auto-dispatch counts from the receipt (a parcel without one from entering the state). */
const BY_RECEIPT: readonly ShipmentState[] = ['at_warehouse', 'consolidated'];

/**
 * One batch (by id, after `afterId`) of the parcels in `state` that may be due a reminder at `now`:
 * storage states whose timer fires within the next 3 days, held parcels held at least 3 days.
 */
export async function reminderCandidates(
  db: Database,
  state: ShipmentState,
  now: Date,
  afterId: string | null,
  limit: number,
): Promise<ReminderCandidate[]> {
  const live = and(
    eq(orders.shipmentState, state),
    isNull(orders.deletedAt),
    afterId ? gt(orders.id, afterId) : undefined,
  );
  let window;
  if (state === 'held') {
    window = lte(orders.stateChangedAt, new Date(now.getTime() - DOCUMENTS_REMINDER_EVERY_DAYS * DAY_MS));
  } else {
    const term = storageTermDays(state);
    if (term === null) return [];
    // deadline = since + term lies in (now, now + 3 days] ⇔ since in (now - term, now - term + 3 days].
    const earliest = new Date(now.getTime() - term * DAY_MS);
    const latest = new Date(earliest.getTime() + Math.max(...STORAGE_REMINDER_DAYS) * DAY_MS);
    const since = BY_RECEIPT.includes(state)
      ? sql`coalesce(${orders.receivedAt}, ${orders.stateChangedAt})`
      : sql`${orders.stateChangedAt}`;
    window = sql`${since} > ${earliest.toISOString()}::timestamptz and ${since} <= ${latest.toISOString()}::timestamptz`;
  }
  return db.select(COLUMNS).from(orders).where(and(live, window)).orderBy(asc(orders.id)).limit(limit);
}
