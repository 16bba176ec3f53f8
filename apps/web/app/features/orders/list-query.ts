// The /orders address carries the list's state (tab, page, type, country, search), so a reload, the
// back button or a shared link shows the same list, and the server renders it on the first load.
import {
  DEFAULT_ORDER_LIST_FILTER,
  isOrderListFilter,
  isOrderType,
  ORDER_LIST_SEARCH_MAX,
  type OrderListFilter,
  type OrderType,
} from '@posylka/domain';

export interface OrdersListQuery {
  filter: OrderListFilter;
  page: number;
  type: OrderType | null;
  /** Country code in capitals, or null for every country. */
  country: string | null;
  search: string;
}

export const DEFAULT_ORDERS_QUERY: OrdersListQuery = {
  filter: DEFAULT_ORDER_LIST_FILTER,
  page: 1,
  type: null,
  country: null,
  search: '',
};

/** Reads the list state from a query string; anything it does not know falls back to the default. */
export function parseOrdersQuery(params: URLSearchParams): OrdersListQuery {
  const filter = params.get('filter');
  const type = params.get('type');
  const country = params.get('country')?.trim().toUpperCase() ?? '';
  const page = Number(params.get('page'));
  return {
    filter: isOrderListFilter(filter) ? filter : DEFAULT_ORDER_LIST_FILTER,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    type: isOrderType(type) ? type : null,
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    search: (params.get('search') ?? '').trim().slice(0, ORDER_LIST_SEARCH_MAX),
  };
}

/** `?filter=archived&page=2`: the defaults are left out, so the plain list is just /orders. */
export function ordersQueryString(query: OrdersListQuery): string {
  const params = new URLSearchParams();
  if (query.filter !== DEFAULT_ORDER_LIST_FILTER) params.set('filter', query.filter);
  if (query.type) params.set('type', query.type);
  if (query.country) params.set('country', query.country);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The GET /orders query of a list state. */
export function ordersApiQuery(query: OrdersListQuery): Record<string, string | number | undefined> {
  return {
    filter: query.filter,
    page: query.page,
    type: query.type ?? undefined,
    country: query.country ?? undefined,
    search: query.search.trim() || undefined,
  };
}

/** True when the customer narrowed the list (search, country or type), as opposed to an empty tab. */
export function isNarrowed(query: OrdersListQuery): boolean {
  return query.search.trim() !== '' || query.country !== null || query.type !== null;
}
