import { endpoints, type ApiClient, type ConsolidationBody } from '@posylka/contract';

// Consolidation (SPEC §7 "POST /orders/consolidation; /orders/consolidation/cancel/{id}"). The flow
// shows its own SPEC §8 messages, so the calls do not raise the client's error toast.

export function consolidate(api: ApiClient, body: ConsolidationBody) {
  return api.call(endpoints.createConsolidation, { body, noErrorToast: true });
}

/**
 * Cancels the consolidation an order belongs to. The list card does not carry the consolidation's
 * id, so the order is read first (its shipment block has it).
 */
export async function cancelConsolidationOf(api: ApiClient, orderId: string) {
  const order = await api.call(endpoints.getOrder, { params: { id: orderId }, noErrorToast: true });
  const consolidationId = order.shipment?.consolidationId;
  if (!consolidationId) throw new Error(`Order ${orderId} is not consolidated`);
  return api.call(endpoints.cancelConsolidation, { params: { id: consolidationId }, noErrorToast: true });
}

/** The 409 of a consolidation over the customs limit (contract consolidationOverLimitSchema). */
export function isOverLimit(body: unknown): body is { errorDescription: string; code: 'over_limit' } {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'over_limit';
}
