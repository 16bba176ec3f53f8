// The console's reads of parcels: search with filters, one parcel with what its page shows, and the
// look-ups receiving needs (the live order of a track number, the customer of a label code).
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { orderSerialFromSearch, type ShipmentState } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import {
  orderEvents,
  orderItems,
  orderPhotos,
  orders,
  userAddresses,
  users,
  type OrderItemRow,
  type OrderRow,
  type UserAddressRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../db/uuid.js';

/** The customer columns a parcel row carries. */
const customerColumns = {
  id: users.id,
  email: users.email,
  customerCode: users.customerCode,
  firstNameCyr: users.firstNameCyr,
  lastNameCyr: users.lastNameCyr,
  middleNameCyr: users.middleNameCyr,
  phoneNumber: users.phoneNumber,
};

export type ParcelCustomer = {
  id: string;
  email: string;
  customerCode: string;
  firstNameCyr: string | null;
  lastNameCyr: string | null;
  middleNameCyr: string | null;
  phoneNumber: string | null;
};
export type ParcelRow = { order: OrderRow; customer: ParcelCustomer };

/** LIKE pattern of a prefix, with the wildcards of the typed text taken literally. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the search box matches: a track number (from its start, any letter case: operators often type
 * only the first characters), a customer code or an e-mail exactly, or an order number.
 */
function searchCondition(query: string): SQL {
  const upper = query.toUpperCase();
  const conditions: SQL[] = [
    sql`upper(${orders.trackNo}) like ${prefixPattern(upper)}`,
    eq(users.customerCode, upper),
    sql`lower(${users.email}) = ${query.toLowerCase()}`,
  ];
  const serial = orderSerialFromSearch(query);
  if (serial !== null) conditions.push(eq(orders.number, serial));
  return or(...conditions)!;
}

export async function searchParcels(
  db: Database,
  filters: { query?: string | undefined; state?: ShipmentState | undefined; country?: string | undefined },
  paging: { page: number; pageSize: number },
): Promise<{ rows: ParcelRow[]; total: number }> {
  const where = and(
    isNull(orders.deletedAt),
    filters.query ? searchCondition(filters.query) : undefined,
    filters.state ? eq(orders.shipmentState, filters.state) : undefined,
    filters.country ? eq(orders.countryCode, filters.country) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, customer: customerColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      // The most recently moved first: what the warehouse just touched is what it looks for.
      .orderBy(desc(orders.stateChangedAt), desc(orders.number))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findParcel(db: Database, id: string): Promise<ParcelRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The live order with this track number, any letter case (the unique index allows one at most). */
export async function findLiveOrderByTrack(db: Database, trackNo: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(sql`upper(${orders.trackNo}) = ${trackNo.toUpperCase()}`, isNull(orders.deletedAt)))
    .limit(1);
  return row ?? null;
}

type UserRef = { id: string; email: string; customerCode: string };
const userRef = { id: users.id, email: users.email, customerCode: users.customerCode };

export async function findUserByCustomerCode(db: Database, code: string): Promise<UserRef | null> {
  const [row] = await db
    .select(userRef)
    .from(users)
    .where(eq(users.customerCode, code.toUpperCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRef | null> {
  const [row] = await db.select(userRef).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Unique-violation check that sees through Drizzle's error wrapper on both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function listParcelItems(db: Database, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

export async function findConsigneeAddress(db: Database, id: string | null): Promise<UserAddressRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(userAddresses).where(eq(userAddresses.id, id)).limit(1);
  return row ?? null;
}

/** The timeline with who made each move (their e-mail), oldest first. */
export async function listParcelEvents(db: Database, orderId: string) {
  return db
    .select({ event: orderEvents, actorEmail: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function listParcelPhotos(db: Database, orderId: string) {
  return db
    .select({ photo: orderPhotos, uploadedBy: users.email })
    .from(orderPhotos)
    .leftJoin(users, eq(users.id, orderPhotos.uploadedBy))
    .where(eq(orderPhotos.orderId, orderId))
    .orderBy(asc(orderPhotos.createdAt), asc(orderPhotos.id));
}

export async function findParcelPhoto(db: Database, orderId: string, photoId: string) {
  if (!isUuid(orderId) || !isUuid(photoId)) return null;
  const [row] = await db
    .select()
    .from(orderPhotos)
    .where(and(eq(orderPhotos.id, photoId), eq(orderPhotos.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/**
 * The order the warehouse opens for a parcel nobody declared: the customer's, marked as created by
 * the warehouse, with the scanned track number. It starts in the default state; the lifecycle's
 * `receive_unregistered` then makes it unregistered (and charges service 39).
 */
export async function insertWarehouseOrder(
  db: Database,
  input: { userId: string; countryCode: string; trackNo: string },
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      countryCode: input.countryCode,
      trackNo: input.trackNo,
      receivedTrackNumber: true,
      isCreatedByWarehouse: true,
    })
    .returning();
  return row!;
}

/** Undoes insertWarehouseOrder when the lifecycle refused to receive it (nothing else points at it yet). */
export async function deleteWarehouseOrder(db: Database, id: string): Promise<void> {
  await db
    .delete(orders)
    .where(
      and(eq(orders.id, id), eq(orders.isCreatedByWarehouse, true), eq(orders.shipmentState, 'declared')),
    );
}
