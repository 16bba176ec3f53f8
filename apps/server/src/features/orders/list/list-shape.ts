// The orders list statement is prepared once per shape and then only bound to values: building it
// with Drizzle and planning it in PostgreSQL cost more than running it (bench/RESULTS.md "orders").
// The shape is what changes the SQL text (the tab, the type, whether the country keeps buy-out
// orders, whether a search has a number in it); every other input is a bound placeholder.
import {
  BUYOUT_NUMBER_PREFIX,
  orderSerialFromSearch,
  serialFromSearch,
  type OrderListFilter,
  type OrderType,
} from '@posylka/domain';
import { sql } from 'drizzle-orm';

export type ListFilters = {
  filter: OrderListFilter;
  page: number;
  pageSize: number;
  type?: OrderType | undefined;
  country?: string | undefined;
  search?: string | undefined;
};

/** Buy-out orders are bought in US shops only (SPEC §2 "Buy-out"). */
export const BUYOUT_COUNTRY = 'US';

export type ListShape = {
  filter: OrderListFilter;
  type: OrderType | undefined;
  /** No country filter, the buy-out country (buy-out orders stay in) or another country. */
  country: 'any' | 'buyout' | 'other';
  /** A search, and whether its text reads as an order ("PS-42") or a buy-out ("BO-42") number. */
  search: { orderNumber: boolean; buyoutNumber: boolean } | null;
};

/** The statement's placeholders; listValues gives each its value for one request. */
export const listParam = {
  userId: sql.placeholder('userId'),
  country: sql.placeholder('country'),
  pattern: sql.placeholder('pattern'),
  orderNumber: sql.placeholder('orderNumber'),
  buyoutNumber: sql.placeholder('buyoutNumber'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

export type ListValues = { [name in keyof typeof listParam]: string | number | null };

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listShape(
  userId: string,
  filters: ListFilters,
): { key: string; shape: ListShape; values: ListValues } {
  const text = filters.search?.trim() ?? '';
  const orderNumber = text === '' ? null : orderSerialFromSearch(text);
  const buyoutNumber = text === '' ? null : serialFromSearch(text, BUYOUT_NUMBER_PREFIX);
  const shape: ListShape = {
    filter: filters.filter,
    type: filters.type,
    country: !filters.country ? 'any' : filters.country === BUYOUT_COUNTRY ? 'buyout' : 'other',
    search: text === '' ? null : { orderNumber: orderNumber !== null, buyoutNumber: buyoutNumber !== null },
  };
  const search = shape.search
    ? `${shape.search.orderNumber ? 'o' : ''}${shape.search.buyoutNumber ? 'b' : ''}s`
    : '';
  return {
    // Also the prepared statement's name in PostgreSQL (one name, one text), so short.
    key: `order_list.${shape.filter}.${shape.type ?? ''}.${shape.country}.${search}`,
    shape,
    values: {
      userId,
      country: filters.country ?? null,
      pattern: text === '' ? null : containsPattern(text),
      orderNumber,
      buyoutNumber,
      limit: filters.pageSize,
      offset: (filters.page - 1) * filters.pageSize,
    },
  };
}
