import { ADMIN_BUYOUT_QUEUE_FILTERS, type AdminBuyoutQueueFilter } from '@posylka/contract';
import type { BuyoutQueueQuery as AdminBuyoutQueueQuery } from '../admin-api.js';

export interface BuyoutFilters {
  status: AdminBuyoutQueueFilter;
  query: string;
  page: number;
}

/** The queue's filters from the address (?status=&query=&page=); the queue opens on "open". */
export function parseBuyoutFilters(params: URLSearchParams): BuyoutFilters {
  const status = params.get('status') ?? 'open';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: (ADMIN_BUYOUT_QUEUE_FILTERS as readonly string[]).includes(status)
      ? (status as AdminBuyoutQueueFilter)
      : 'open',
    query: (params.get('query') ?? '').trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function buyoutApiQuery(filters: BuyoutFilters): AdminBuyoutQueueQuery {
  return { status: filters.status, page: filters.page, ...(filters.query ? { query: filters.query } : {}) };
}
