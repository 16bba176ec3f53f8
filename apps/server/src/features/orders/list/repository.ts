// The orders list's forwarding side in the database: the filters as SQL, the card's columns, the
// sort keys and the counters the list statement (list-page.ts) is built from, plus the single card
// and the writes of the archive and delete actions. Every read and write is scoped to the signed-in
// customer and skips removed (soft-deleted) orders.
import type { OrderListFilter } from '@posylka/domain';
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { companies, countries, orderItems, orders, userAddresses } from '../../../db/schema/index.js';
import { listParam, type ListShape } from './list-shape.js';
import { isUuid } from '../../../db/uuid.js';

/**
 * The tab's condition (domain orderListTab): consolidated and received parcels have their own tabs,
 * every other live parcel is in process; the archive is a mark of its own and wins over the state.
 * Kept in SQL form so the keys and the counters stay parts of the list's one statement.
 */
const IN_OWN_TAB = sql`${orders.shipmentState} in ('consolidated', 'received')`;

/** The customer's live forwarding orders (what the counters count); the user is listParam.userId. */
export const liveOrders = and(eq(orders.userId, listParam.userId), isNull(orders.deletedAt))!;

function tabCondition(filter: OrderListFilter): SQL | undefined {
  switch (filter) {
    case 'process':
      return and(isNull(orders.archivedAt), sql`not (${IN_OWN_TAB})`);
    case 'archived':
      return isNotNull(orders.archivedAt);
    case 'consolidated':
      return and(isNull(orders.archivedAt), eq(orders.shipmentState, 'consolidated'));
    case 'received':
      return and(isNull(orders.archivedAt), eq(orders.shipmentState, 'received'));
    case 'all':
      return undefined;
  }
}

/**
 * Search: the order number ("PS-000042" or "42"), track number, order name, company (its label,
 * its name or the name typed by the customer) or any product name; case-insensitive, substring.
 */
function searchCondition(search: NonNullable<ListShape['search']>): SQL | undefined {
  const pattern = listParam.pattern;
  return or(
    search.orderNumber ? eq(orders.number, listParam.orderNumber) : undefined,
    sql`${orders.trackNo} ilike ${pattern}`,
    sql`${orders.name} ilike ${pattern}`,
    sql`${orders.companyName} ilike ${pattern}`,
    sql`${companies.label} ilike ${pattern}`,
    sql`${companies.name} ilike ${pattern}`,
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.name} ilike ${pattern})`,
  );
}

/** The matching forwarding orders of the list statement (values bound as listParam). */
export function listConditions(shape: ListShape): SQL | undefined {
  return and(
    liveOrders,
    tabCondition(shape.filter),
    shape.type ? eq(orders.type, shape.type) : undefined,
    shape.country !== 'any' ? eq(orders.countryCode, listParam.country) : undefined,
    shape.search ? searchCondition(shape.search) : undefined,
  );
}

/**
 * The card's columns: orders with its country, company and consignee address (those three joined to
 * the order, see joinCardTables). Shared by the list's one statement (list-page.ts) and the single
 * card of the archive and delete actions, so both present the same row.
 */
export const cardColumns = {
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
  shipmentState: orders.shipmentState,
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

/** The joins cardColumns read besides orders (a card's country, company and consignee address). */
export const cardJoins = {
  country: eq(countries.code, orders.countryCode),
  company: eq(companies.id, orders.companyId),
  address: eq(userAddresses.id, orders.consigneeAddressId),
};

function cardQuery(db: Database) {
  return db
    .select(cardColumns)
    .from(orders)
    .leftJoin(countries, cardJoins.country)
    .leftJoin(companies, cardJoins.company)
    .leftJoin(userAddresses, cardJoins.address);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

/**
 * Sort keys of the matching forwarding orders: the first half of the list's UNION ALL (or all of
 * it when the filters exclude buy-out orders). Each kind has its own id column, the other one null,
 * so the cards are joined on the key's own table only. Every column read is in orders_user_list_idx
 * (an index-only scan without a search).
 */
export function forwardingKeys(db: Database, where: SQL | undefined) {
  return db
    .select({
      forwardingId: sql<string | null>`${orders.id}`.as('forwarding_id'),
      buyoutId: sql<string | null>`null::uuid`.as('buyout_id'),
      createdAt: orders.createdAt,
      number: orders.number,
    })
    .from(orders)
    .leftJoin(companies, cardJoins.company)
    .where(where);
}

/**
 * The tab counters of SPEC §3 over the customer's live forwarding orders, in one pass (the list
 * statement's counters CTE adds the buy-out orders to "in process" and "all").
 */
export const orderCounterColumns = {
  process: sql<number>`count(*) filter (where ${orders.archivedAt} is null and not (${IN_OWN_TAB}))::int`.as(
    'process',
  ),
  consolidated:
    sql<number>`count(*) filter (where ${orders.archivedAt} is null and ${orders.shipmentState} = 'consolidated')::int`.as(
      'consolidated',
    ),
  received:
    sql<number>`count(*) filter (where ${orders.archivedAt} is null and ${orders.shipmentState} = 'received')::int`.as(
      'received',
    ),
  archived: sql<number>`count(*) filter (where ${orders.archivedAt} is not null)::int`.as('archived'),
  all: sql<number>`count(*)::int`.as('all'),
};

/** One live order of the customer as a card, or null (unknown, malformed, removed or another's). */
export async function findOrderCard(db: Database, userId: string, id: string): Promise<CardRow | null> {
  if (!isUuid(id)) return null;
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
