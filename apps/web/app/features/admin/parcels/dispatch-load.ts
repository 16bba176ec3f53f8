import { ADMIN_DISPATCH_MAX, type AdminParcel, type ApiClient } from '@posylka/contract';
import type { ParcelListQuery as AdminParcelListQuery } from '../admin-api.js';
import type { ShipmentState } from '@posylka/domain';
import { adminApi } from '../admin-api.js';

/** The states a batch leaves from (domain: dispatch from at_warehouse | consolidated). */
export const DISPATCHABLE: readonly ShipmentState[] = ['at_warehouse', 'consolidated'];

export interface DispatchCandidates {
  parcels: AdminParcel[];
  /** All dispatchable parcels, also those past the batch limit that are not listed. */
  total: number;
}

/**
 * The parcels a batch can take, page after page of GET /admin/parcels per state, up to the most one
 * batch may carry (ADMIN_DISPATCH_MAX): a truck, not the whole warehouse.
 */
export async function loadDispatchCandidates(api: ApiClient, country: string): Promise<DispatchCandidates> {
  const parcels: AdminParcel[] = [];
  let total = 0;
  for (const state of DISPATCHABLE) {
    for (let page = 1; ; page++) {
      const query: AdminParcelListQuery = {
        state,
        page,
        ...(country ? { country: country as AdminParcelListQuery['country'] } : {}),
      };
      const list = await adminApi.parcels(api, query);
      if (page === 1) total += list.total;
      parcels.push(...list.items.slice(0, ADMIN_DISPATCH_MAX - parcels.length));
      const seen = (page - 1) * list.countPerPage + list.items.length;
      if (parcels.length >= ADMIN_DISPATCH_MAX || list.items.length === 0 || seen >= list.total) break;
    }
  }
  return { parcels, total };
}
