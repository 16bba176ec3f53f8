// The customer's buy-out orders (buyout_orders, their own table) as cards of the orders list: the
// filters, sort keys, counters and card columns the list statement (list-page.ts) is built from, plus
// the single card and the writes of the archive and delete actions. Like forwarding orders, a buy-out
// is in process or in the archive (it never is consolidated or received: its parcel is, once the
// goods reach the US warehouse); a removed (soft-deleted) one is nowhere.
import { BUYOUT_REMOVABLE_STATUSES } from '@posylka/domain';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database.js';
import { buyoutOrders, buyoutProducts, countries, type BuyoutOrderRow } from '../../../db/schema/index.js';
import { BUYOUT_COUNTRY, listParam, type ListShape } from './list-shape.js';
import { isUuid } from '../../../db/uuid.js';

/** The customer's live buy-out orders (what the counters count); the user is listParam.userId. */
export const liveBuyouts = and(eq(buyoutOrders.userId, listParam.userId), isNull(buyoutOrders.deletedAt))!;

/** Search: the number, the order name or any product name (case-insensitive substring). */
function searchCondition(search: NonNullable<ListShape['search']>): SQL {
  const pattern = listParam.pattern;
  return sql`(${search.buyoutNumber ? sql`${buyoutOrders.number} = ${listParam.buyoutNumber} or ` : sql``}${buyoutOrders.name} ilike ${pattern} or exists (select 1 from ${buyoutProducts} where ${buyoutProducts.orderId} = ${buyoutOrders.id} and ${buyoutProducts.name} ilike ${pattern}))`;
}

/** The tab's condition for buy-outs: the archive mark alone (they have no consolidated or received tab). */
function tabCondition(filter: 'process' | 'archived' | 'all'): SQL | undefined {
  if (filter === 'process') return isNull(buyoutOrders.archivedAt);
  if (filter === 'archived') return isNotNull(buyoutOrders.archivedAt);
  return undefined;
}

/**
 * The matching buy-out orders of the list statement (values bound as listParam), or null when the
 * filters exclude every buy-out order: another type or country, or a tab a buy-out order is never
 * in (consolidated, received).
 */
export function buyoutConditions(shape: ListShape): SQL | null {
  if (shape.type && shape.type !== 'buyout') return null;
  if (shape.country === 'other') return null;
  const filter = shape.filter;
  if (filter === 'consolidated' || filter === 'received') return null;
  return and(liveBuyouts, tabCondition(filter), shape.search ? searchCondition(shape.search) : undefined)!;
}

/** Sort keys of the matching buy-out orders, in the shape of forwardingKeys (for UNION ALL). */
export function buyoutKeys(db: Database, where: SQL) {
  return db
    .select({
      forwardingId: sql<string | null>`null::uuid`.as('forwarding_id'),
      buyoutId: sql<string | null>`${buyoutOrders.id}`.as('buyout_id'),
      createdAt: buyoutOrders.createdAt,
      number: buyoutOrders.number,
    })
    .from(buyoutOrders)
    .where(where);
}

/**
 * The tab counters of SPEC §3 over the customer's live buy-out orders, in one pass (index-only on
 * buyout_orders_user_list_idx); the list statement adds them to the forwarding orders' counters.
 */
export const buyoutCounterColumns = {
  process: sql<number>`count(*) filter (where ${buyoutOrders.archivedAt} is null)::int`.as('buyouts_process'),
  archived: sql<number>`count(*) filter (where ${buyoutOrders.archivedAt} is not null)::int`.as(
    'buyouts_archived',
  ),
};

const productLines = sql<number>`(select count(*)::int from ${buyoutProducts} where ${buyoutProducts.orderId} = ${buyoutOrders.id})`;
// A draft has no checkout snapshot yet: its total is what the lines add up to so far.
const linesTotal = sql`(select coalesce(sum(${buyoutProducts.price} * ${buyoutProducts.quantity}), 0)::numeric(14,2)::text from ${buyoutProducts} where ${buyoutProducts.orderId} = ${buyoutOrders.id})`;

/** The buy-out card's country: every buy-out order is bought in the US (joined as this alias). */
export const buyoutCountry = alias(countries, 'buyout_country');
/** Joins buyoutCountry to a buy-out card (and to nothing on a row without one). */
export const buyoutCountryJoin = sql`${buyoutOrders.id} is not null and ${buyoutCountry.code} = ${BUYOUT_COUNTRY}`;

/** The buy-out card's columns (buyout_orders, with buyoutCountry joined on BUYOUT_COUNTRY). */
export const buyoutCardColumns = {
  id: buyoutOrders.id,
  number: buyoutOrders.number,
  name: buyoutOrders.name,
  status: buyoutOrders.status,
  totalAmount: sql<string>`coalesce(${buyoutOrders.totalAmount}::text, ${linesTotal})`,
  totalCurrency: buyoutOrders.totalCurrency,
  itemsCount: productLines,
  countryNames: buyoutCountry.names,
  countryIcon: buyoutCountry.icon,
  archivedAt: buyoutOrders.archivedAt,
  createdAt: buyoutOrders.createdAt,
};

export type BuyoutCardRow = Pick<
  BuyoutOrderRow,
  'id' | 'number' | 'name' | 'status' | 'totalCurrency' | 'archivedAt' | 'createdAt'
> & {
  totalAmount: string;
  itemsCount: number;
  countryNames: (typeof countries.$inferSelect)['names'] | null;
  countryIcon: string | null;
};

/** The customer's live buy-out order with this id. */
const ownLiveBuyout = (userId: string, id: string) =>
  and(eq(buyoutOrders.id, id), eq(buyoutOrders.userId, userId), isNull(buyoutOrders.deletedAt));

/** One live buy-out order of the customer as a card, or null (unknown, malformed, removed or another's). */
export async function findBuyoutCard(
  db: Database,
  userId: string,
  id: string,
): Promise<BuyoutCardRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(buyoutCardColumns)
    .from(buyoutOrders)
    .leftJoin(buyoutCountry, buyoutCountryJoin)
    .where(ownLiveBuyout(userId, id))
    .limit(1);
  return row ?? null;
}

/** Sets or clears the archive mark of one of the customer's live buy-out orders. */
export async function setBuyoutArchived(db: Database, userId: string, id: string, archivedAt: Date | null) {
  await db.update(buyoutOrders).set({ archivedAt }).where(ownLiveBuyout(userId, id));
}

/**
 * Soft delete, only while the order is still unpaid (domain BUYOUT_REMOVABLE_STATUSES) at the moment
 * of the write: a payment that settled after the card was read wins, and the answer is false.
 */
export async function markBuyoutDeleted(
  db: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(buyoutOrders)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(ownLiveBuyout(userId, id), inArray(buyoutOrders.status, [...BUYOUT_REMOVABLE_STATUSES])))
    .returning({ id: buyoutOrders.id });
  return rows.length > 0;
}
