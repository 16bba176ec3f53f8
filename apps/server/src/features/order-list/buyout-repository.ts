// The customer's buy-out orders (buyout_orders, their own table) as cards of the orders list. The
// table has no archive or soft-delete columns, so a buy-out order is always "in process": it is
// counted there and in "all", never in the archive, and the list offers no archive/delete for it.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { buyoutOrders, buyoutProducts, countries, type BuyoutOrderRow } from '../../db/schema/index.js';
import { BUYOUT_COUNTRY, listParam, type ListShape } from './list-shape.js';

/** Search: the number, the order name or any product name (case-insensitive substring). */
function searchCondition(search: NonNullable<ListShape['search']>): SQL {
  const pattern = listParam.pattern;
  return sql`(${search.buyoutNumber ? sql`${buyoutOrders.number} = ${listParam.buyoutNumber} or ` : sql``}${buyoutOrders.name} ilike ${pattern} or exists (select 1 from ${buyoutProducts} where ${buyoutProducts.orderId} = ${buyoutOrders.id} and ${buyoutProducts.name} ilike ${pattern}))`;
}

/**
 * The matching buy-out orders of the list statement (values bound as listParam), or null when the
 * filters exclude every buy-out order: another type or country, or a tab a buy-out order is never
 * in (archive, consolidated, received).
 */
export function buyoutConditions(shape: ListShape): SQL | null {
  if (shape.type && shape.type !== 'buyout') return null;
  if (shape.country === 'other') return null;
  if (shape.filter !== 'process' && shape.filter !== 'all') return null;
  return and(
    eq(buyoutOrders.userId, listParam.userId),
    shape.search ? searchCondition(shape.search) : undefined,
  )!;
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

/** Every buy-out order of the customer (all in process: there is no archive for them). */
export const buyoutCount = sql<number>`(select count(*)::int from ${buyoutOrders} where ${buyoutOrders.userId} = ${listParam.userId})`;

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
  createdAt: buyoutOrders.createdAt,
};

export type BuyoutCardRow = Pick<
  BuyoutOrderRow,
  'id' | 'number' | 'name' | 'status' | 'totalCurrency' | 'createdAt'
> & {
  totalAmount: string;
  itemsCount: number;
  countryNames: (typeof countries.$inferSelect)['names'] | null;
  countryIcon: string | null;
};
