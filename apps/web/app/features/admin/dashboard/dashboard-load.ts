import type { ApiClient } from '@posylka/contract';
import { SHIPMENT_STATES, type ShipmentState } from '@posylka/domain';
import { adminApi } from '../admin-api.js';

export interface DashboardData {
  /** Parcels per state; null where the count could not be read. */
  counts: Record<ShipmentState, number | null>;
  /** Paid buy-outs not fully bought yet, and how many of the oldest page are past 72 hours. */
  buyouts: { open: number; overdue: number; overdueMore: boolean } | null;
  /** Customer messages that never went through (issue 16); null where it could not be read. */
  deadLetters: number | null;
}

/** A failing read shows as unavailable, except 401/403 (the page loader: login / no access). */
const unavailable = (error: unknown): null => {
  const status = (error as { status?: number }).status;
  if (status === 401 || status === 403) throw error;
  return null;
};

/**
 * Counts for the overview: parcels and buy-outs from GET /admin/parcels/counts, the dead letters
 * from the messages list's counts, read side by side. A failing read shows its numbers as
 * unavailable instead of failing the page.
 */
export async function loadDashboard(api: ApiClient): Promise<DashboardData> {
  const [answer, messages] = await Promise.all([
    adminApi.parcelCounts(api).catch(unavailable),
    adminApi.notifications(api, { status: 'dead' }).catch(unavailable),
  ]);
  const counts = Object.fromEntries(
    SHIPMENT_STATES.map((state) => [state, answer?.states[state] ?? null]),
  ) as DashboardData['counts'];
  return { counts, buyouts: answer?.buyouts ?? null, deadLetters: messages?.counts.dead ?? null };
}
