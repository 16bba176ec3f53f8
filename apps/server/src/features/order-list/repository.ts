// The orders list in the database: one query for a page of cards (with the matching total) and one
// for the tab counters, both on the orders_user_archived_created_idx index (user, archive, newest).
// Every read and write is scoped to the signed-in customer and skips removed (soft-deleted) orders.
import { orderSerialFromSearch, type OrderListFilter, type OrderType } from '@posylka/domain';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies, countries, orderItems, orders, userAddresses } from '../../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ListFilters = {
  filter: OrderListFilter;
  page: number;
  pageSize: number;
  type?: OrderType | undefined;
  country?: string | undefined;
  search?: string | undefined;
};

/**
 * The tab's condition. Consolidation and receipt by the customer come with the shipment lifecycle;
 * until then no order is in those tabs (and their counters are 0), rather than showing made-up data.
 */
function tabCondition(filter: OrderListFilter): SQL | undefined {
  switch (filter) {
    case 'process':
      return isNull(orders.archivedAt);
    case 'archived':
      return isNotNull(orders.archivedAt);
    case 'consolidated':
    case 'received':
      return sql`false`;
    case 'all':
      return undefined;
  }
}

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Search: the order number ("PS-000042" or "42"), track number, order name, company (its label,
 * its name or the name typed by the customer) or any product name; case-insensitive, substring.
 */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const pattern = containsPattern(text);
  const serial = orderSerialFromSearch(text);
  return or(
    serial !== null ? eq(orders.number, serial) : undefined,
    sql`${orders.trackNo} ilike ${pattern}`,
    sql`${orders.name} ilike ${pattern}`,
    sql`${orders.companyName} ilike ${pattern}`,
    sql`${companies.label} ilike ${pattern}`,
    sql`${companies.name} ilike ${pattern}`,
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.name} ilike ${pattern})`,
  );
}

export function listConditions(userId: string, filters: ListFilters): SQL | undefined {
  return and(
    eq(orders.userId, userId),
    isNull(orders.deletedAt),
    tabCondition(filters.filter),
    filters.type ? eq(orders.type, filters.type) : undefined,
    filters.country ? eq(orders.countryCode, filters.country) : undefined,
    filters.search ? searchCondition(filters.search) : undefined,
  );
}

const cardColumns = {
  id: orders.id,
  number: orders.number,
  type: orders.type,
  countryCode: orders.countryCode,
  countryNames: countries.names,
  countryIcon: countries.icon,
  countryCurrency: countries.currencyCode,
  companyLabel: companies.label,
  companyName: orders.companyName,
  name: orders.name,
  trackNo: orders.trackNo,
  itemsTotalAmount: orders.itemsTotalAmount,
  itemsTotalCurrency: orders.itemsTotalCurrency,
  itemsCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
  checkoutState: orders.checkoutState,
  isCheckoutCompleted: orders.isCheckoutCompleted,
  isCreatedByWarehouse: orders.isCreatedByWarehouse,
  isBlocked: orders.isBlocked,
  archivedAt: orders.archivedAt,
  createdAt: orders.createdAt,
  address: {
    type: userAddresses.type,
    cityName: userAddresses.cityName,
    warehouseDescription: userAddresses.warehouseDescription,
    street: userAddresses.street,
    house: userAddresses.house,
    building: userAddresses.building,
    flat: userAddresses.flat,
    zip: userAddresses.zip,
  },
};

/** Cards with the number of rows the query matches before paging (a window count, one query). */
function cardQuery(db: Database) {
  return db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()::int` })
    .from(orders)
    .leftJoin(countries, eq(countries.code, orders.countryCode))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(userAddresses, eq(userAddresses.id, orders.consigneeAddressId));
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

/** A page of cards, newest first, and how many orders match the filters on all pages. */
export async function listOrderCards(
  db: Database,
  userId: string,
  filters: ListFilters,
): Promise<{ rows: CardRow[]; total: number }> {
  const where = listConditions(userId, filters);
  const rows = await cardQuery(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (filters.page === 1) return { rows: [], total: 0 };
  // Past the last page (an old link): the window count saw no rows, so count on its own.
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(where);
  return { rows: [], total: count?.total ?? 0 };
}

/** Sort keys of the matching forwarding orders, the first half of the list's UNION ALL. */
export function forwardingKeys(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: orders.id,
      kind: sql<'forwarding' | 'buyout'>`'forwarding'`.as('kind'),
      createdAt: orders.createdAt,
      number: orders.number,
    })
    .from(orders)
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(where);
}

/** The cards of the given forwarding orders of the customer (after a UNION ALL page of keys). */
export async function forwardingCardsByIds(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return cardQuery(db).where(and(eq(orders.userId, userId), inArray(orders.id, ids)));
}

export async function countForwardingMatching(db: Database, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(where);
  return count?.total ?? 0;
}

export type OrderCounters = {
  numberOfProcessOrders: number;
  numberOfConsolidatedOrders: number;
  numberOfReceivedOrders: number;
  numberOfArchivedOrders: number;
  numberOfOrders: number;
};

/** The tab counters of SPEC §3 in one pass over the customer's live orders. */
export async function countOrders(db: Database, userId: string): Promise<OrderCounters> {
  const [row] = await db
    .select({
      numberOfProcessOrders: sql<number>`count(*) filter (where ${orders.archivedAt} is null)::int`,
      // With the shipment lifecycle: consolidated and received-by-customer orders (0 until then).
      numberOfConsolidatedOrders: sql<number>`0`,
      numberOfReceivedOrders: sql<number>`0`,
      numberOfArchivedOrders: sql<number>`count(*) filter (where ${orders.archivedAt} is not null)::int`,
      numberOfOrders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedAt)));
  return {
    numberOfProcessOrders: row?.numberOfProcessOrders ?? 0,
    numberOfConsolidatedOrders: 0,
    numberOfReceivedOrders: 0,
    numberOfArchivedOrders: row?.numberOfArchivedOrders ?? 0,
    numberOfOrders: row?.numberOfOrders ?? 0,
  };
}

/** One live order of the customer as a card, or null (unknown, malformed, removed or another's). */
export async function findOrderCard(db: Database, userId: string, id: string): Promise<CardRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await cardQuery(db)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Sets or clears the archive mark of one of the customer's live orders. */
export async function setArchived(db: Database, userId: string, id: string, archivedAt: Date | null) {
  await db
    .update(orders)
    .set({ archivedAt })
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)));
}

/** Soft delete: the order leaves every list and frees its track number (the unique index skips it). */
export async function markDeleted(db: Database, userId: string, id: string, now: Date) {
  await db
    .update(orders)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)));
}
