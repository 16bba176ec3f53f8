import type { ApiClient } from '@posylka/contract';
import { SHIPMENT_STATES, type ShipmentState } from '@posylka/domain';
import { adminApi } from '../admin-api.js';

export interface DashboardData {
  /** Parcels per state; null where the count could not be read. */
  counts: Record<ShipmentState, number | null>;
  /** Paid buy-outs not fully bought yet, and how many of the oldest page are past 72 hours. */
  buyouts: { open: number; overdue: number; overdueMore: boolean } | null;
}

/**
 * Counts for the overview, from one request (GET /admin/parcels/counts). A failing read shows the
 * numbers as unavailable instead of failing the page, except 401/403, which the page loader turns
 * into login / no access.
 */
export async function loadDashboard(api: ApiClient): Promise<DashboardData> {
  const answer = await adminApi.parcelCounts(api).catch((error: unknown) => {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) throw error;
    return null;
  });
  const counts = Object.fromEntries(
    SHIPMENT_STATES.map((state) => [state, answer?.states[state] ?? null]),
  ) as DashboardData['counts'];
  return { counts, buyouts: answer?.buyouts ?? null };
}
