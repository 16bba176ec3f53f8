import type { ParcelListQuery as AdminParcelListQuery } from '../admin-api.js';
import { COUNTRY_CODES, isShipmentState, type ShipmentState } from '@posylka/domain';

export interface ParcelFilters {
  query: string;
  state: ShipmentState | '';
  country: string;
  page: number;
}

/** The list's filters from the address (?query=&state=&country=&page=); unknown values are dropped. */
export function parseParcelFilters(params: URLSearchParams): ParcelFilters {
  const state = params.get('state') ?? '';
  const country = (params.get('country') ?? '').toUpperCase();
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    query: (params.get('query') ?? '').trim().slice(0, 100),
    state: isShipmentState(state) ? state : '',
    country: (COUNTRY_CODES as readonly string[]).includes(country) ? country : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The API query of GET /admin/parcels for these filters (empty ones left out). */
export function parcelApiQuery(filters: ParcelFilters): AdminParcelListQuery {
  return {
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.country ? { country: filters.country as AdminParcelListQuery['country'] } : {}),
    page: filters.page,
  };
}
