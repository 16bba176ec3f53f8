// The customer's buy-out orders (buyout_orders, their own table) as cards of the orders list. The
// table has no archive or soft-delete columns, so a buy-out order is always "in process": it is
// counted there and in "all", never in the archive, and the list offers no archive/delete for it.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BUYOUT_NUMBER_PREFIX, serialFromSearch } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { buyoutOrders, buyoutProducts, countries } from '../../db/schema/index.js';
import type { ListFilters } from './repository.js';

/** Buy-out orders are bought in US shops only (SPEC §2 "Buy-out"). */
export const BUYOUT_COUNTRY = 'US';
/** "BO-000042", "bo-42" or "42" -> 42 (the domain's number rule). */
export function buyoutSerialFromSearch(search: string): number | null {
  return serialFromSearch(search, BUYOUT_NUMBER_PREFIX);
}

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Search: the number, the order name or any product name (case-insensitive substring). */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const pattern = containsPattern(text);
  const serial = buyoutSerialFromSearch(text);
  return sql`(${serial !== null ? sql`${buyoutOrders.number} = ${serial} or ` : sql``}${buyoutOrders.name} ilike ${pattern} or exists (select 1 from ${buyoutProducts} where ${buyoutProducts.orderId} = ${buyoutOrders.id} and ${buyoutProducts.name} ilike ${pattern}))`;
}

/**
 * The buy-out part of a list query, or null when the filters exclude every buy-out order: another
 * type or country, or a tab a buy-out order is never in (archive, consolidated, received).
 */
export function buyoutConditions(userId: string, filters: ListFilters): SQL | null {
  if (filters.type && filters.type !== 'buyout') return null;
  if (filters.country && filters.country !== BUYOUT_COUNTRY) return null;
  if (filters.filter !== 'process' && filters.filter !== 'all') return null;
  return and(eq(buyoutOrders.userId, userId), filters.search ? searchCondition(filters.search) : undefined)!;
}

/** Sort keys of the matching buy-out orders, in the shape of the forwarding keys (for UNION ALL). */
export function buyoutKeys(db: Database, where: SQL) {
  return db
    .select({
      id: buyoutOrders.id,
      kind: sql<'forwarding' | 'buyout'>`'buyout'`.as('kind'),
      createdAt: buyoutOrders.createdAt,
      number: buyoutOrders.number,
    })
    .from(buyoutOrders)
    .where(where);
}

const productLines = sql`(select count(*)::int from ${buyoutProducts} where ${buyoutProducts.orderId} = ${buyoutOrders.id})`;
// A draft has no checkout snapshot yet: its total is what the lines add up to so far.
const linesTotal = sql`(select coalesce(sum(${buyoutProducts.price} * ${buyoutProducts.quantity}), 0)::numeric(14,2)::text from ${buyoutProducts} where ${buyoutProducts.orderId} = ${buyoutOrders.id})`;

function buyoutCardQuery(db: Database) {
  return db
    .select({
      id: buyoutOrders.id,
      number: buyoutOrders.number,
      name: buyoutOrders.name,
      status: buyoutOrders.status,
      totalAmount: sql<string>`coalesce(${buyoutOrders.totalAmount}::text, ${linesTotal})`,
      totalCurrency: buyoutOrders.totalCurrency,
      itemsCount: sql<number>`${productLines}`,
      countryNames: countries.names,
      countryIcon: countries.icon,
      createdAt: buyoutOrders.createdAt,
    })
    .from(buyoutOrders)
    .leftJoin(countries, eq(countries.code, sql`${BUYOUT_COUNTRY}`));
}

export type BuyoutCardRow = Awaited<ReturnType<ReturnType<typeof buyoutCardQuery>['execute']>>[number];

/** The cards of the given buy-out orders of the customer (after a UNION ALL page of keys). */
export async function buyoutCardsByIds(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return buyoutCardQuery(db).where(and(eq(buyoutOrders.userId, userId), inArray(buyoutOrders.id, ids)));
}

export async function countBuyoutMatching(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(buyoutOrders)
    .where(where);
  return row?.n ?? 0;
}

/** Every buy-out order of the customer (all live and in process: there is no archive for them). */
export async function countBuyoutOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(buyoutOrders)
    .where(eq(buyoutOrders.userId, userId));
  return row?.n ?? 0;
}
