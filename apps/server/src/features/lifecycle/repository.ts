// The lifecycle's reads: live orders, the timeline, photos, reference figures (rates, customs limit)
// and the orders the storage timers are due for. Writes happen inside applyShipmentEvent.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type CurrencyCode, type Money, type ShipmentState } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import {
  countries,
  loyaltyTransactions,
  orderEvents,
  orderPhotos,
  orders,
  users,
  type OrderEventRow,
  type OrderPhotoRow,
  type OrderRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../db/uuid.js';

/** A live (not removed) order by id, whoever owns it. */
export async function findLiveOrder(db: Database, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** One of the customer's live orders, or null (unknown, malformed, removed or another's). */
export async function findOwnOrder(db: Database, userId: string, id: string): Promise<OrderRow | null> {
  const row = await findLiveOrder(db, id);
  return row && row.userId === userId ? row : null;
}

/** Several of the customer's live orders (missing ids are simply absent from the answer). */
export async function findOwnOrders(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<OrderRow[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, valid), eq(orders.userId, userId), isNull(orders.deletedAt)));
}

export async function listTimeline(db: Database, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function listPhotos(db: Database, orderId: string): Promise<OrderPhotoRow[]> {
  return db
    .select()
    .from(orderPhotos)
    .where(eq(orderPhotos.orderId, orderId))
    .orderBy(asc(orderPhotos.createdAt), asc(orderPhotos.id));
}

export async function findPhoto(
  db: Database,
  orderId: string,
  photoId: string,
): Promise<OrderPhotoRow | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db
    .select()
    .from(orderPhotos)
    .where(and(eq(orderPhotos.id, photoId), eq(orderPhotos.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

export async function findRecipient(
  db: Database,
  userId: string,
): Promise<{ email: string; locale: string } | null> {
  const [row] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The receipt bonuses written to the ledger for this parcel (UAH), or null. */
export async function creditedBonuses(
  db: Database,
  userId: string,
  orderRef: string,
): Promise<string | null> {
  const [row] = await db
    .select({ amount: loyaltyTransactions.amountUah })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.userId, userId),
        eq(loyaltyTransactions.orderRef, orderRef),
        eq(loyaltyTransactions.type, 'earn'),
        eq(loyaltyTransactions.description, 'parcel_received'),
      ),
    )
    .orderBy(desc(loyaltyTransactions.createdAt))
    .limit(1);
  return row?.amount ?? null;
}

/** The country's customs limit (SPEC §3 maxCost, EUR), or null for an unknown country. */
export async function countryCustomsLimit(db: Database, code: string): Promise<Money | null> {
  const [row] = await db
    .select({ amount: countries.maxCost, currency: countries.maxCostCurrency })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  return row ? { amount: row.amount, currency: row.currency as CurrencyCode } : null;
}

/**
 * Orders in `state` whose clock started at or before `cutoff`, oldest first: the timer job's scan.
 * For the states timed from entering them the (shipment_state, state_changed_at) index answers it
 * alone; auto-dispatch counts from the receipt, so there the index narrows by state and the receipt
 * time is checked on those rows (an order without one counts from when it entered the state).
 */
export async function dueOrders(
  db: Database,
  state: ShipmentState,
  cutoff: Date,
  byReceipt: boolean,
  limit: number,
): Promise<Pick<OrderRow, 'id' | 'shipmentState' | 'stateChangedAt' | 'receivedAt'>[]> {
  const due = byReceipt
    ? sql`coalesce(${orders.receivedAt}, ${orders.stateChangedAt}) <= ${cutoff.toISOString()}::timestamptz`
    : lte(orders.stateChangedAt, cutoff);
  return db
    .select({
      id: orders.id,
      shipmentState: orders.shipmentState,
      stateChangedAt: orders.stateChangedAt,
      receivedAt: orders.receivedAt,
    })
    .from(orders)
    .where(and(eq(orders.shipmentState, state), isNull(orders.deletedAt), due))
    .orderBy(asc(orders.stateChangedAt))
    .limit(limit);
}

/** Parcels on the shelf whose customer asked them to leave now (SPEC §4 "or earlier by choice"). */
export async function dispatchRequestedOrders(db: Database, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.shipmentState, 'at_warehouse'),
        isNull(orders.deletedAt),
        sql`${orders.dispatchRequestedAt} is not null`,
      ),
    )
    .orderBy(asc(orders.dispatchRequestedAt))
    .limit(limit);
}

/** Held parcels after `afterId` in id order (the timers' sweep pages through them all). */
export async function heldOrdersAfter(
  db: Database,
  afterId: string | null,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.shipmentState, 'held'),
        isNull(orders.deletedAt),
        afterId ? sql`${orders.id} > ${afterId}::uuid` : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Rates for calculations: one reading for every feature (features/reference-data). */
export { loadRates } from '../reference-data/index.js';
