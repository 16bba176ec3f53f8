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
 * Counts for the overview, from the list routes' totals (one request per state, run together; the
 * API has no counts route). A failing count shows as unavailable instead of failing the page,
 * except 401/403, which the page loader turns into login / no access.
 */
export async function loadDashboard(api: ApiClient): Promise<DashboardData> {
  const keepAccessErrors = (error: unknown) => {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) throw error;
    return null;
  };
  const [totals, queue] = await Promise.all([
    Promise.all(
      SHIPMENT_STATES.map((state) =>
        adminApi
          .parcels(api, { state, page: 1 })
          .then((list) => list.total)
          .catch(keepAccessErrors),
      ),
    ),
    adminApi.buyouts(api, { status: 'open', page: 1 }).catch(keepAccessErrors),
  ]);
  const counts = Object.fromEntries(
    SHIPMENT_STATES.map((s, i) => [s, totals[i] ?? null]),
  ) as DashboardData['counts'];
  const overdue = queue?.items.filter((item) => item.overdue).length ?? 0;
  return {
    counts,
    buyouts: queue
      ? {
          open: queue.total,
          overdue,
          overdueMore: overdue === queue.items.length && queue.total > queue.items.length,
        }
      : null,
  };
}
