import { ordersChannel } from '@posylka/contract';
import { useRealtimeChannel, type RealtimeStatus } from '../phone-verification/index.js';

function isStatusMessage(data: unknown): data is { orderId: string } {
  return (
    typeof data === 'object' && data !== null && typeof (data as { orderId?: unknown }).orderId === 'string'
  );
}

/**
 * Live updates of the detail page: every state change of one of the customer's parcels is published
 * on orders#{uid} (issue 5); a message about this order reads it again, without a page reload. Every
 * subscribe reads it again too, the first one included: messages sent before the socket was ready
 * (the page was rendered, then hydrated, then connected) or while it was offline are not replayed
 * (decision 007).
 */
export function useOrderUpdates(uid: string | null, orderId: string, refetch: () => void): RealtimeStatus {
  return useRealtimeChannel(
    uid ? ordersChannel(uid) : null,
    (data) => {
      if (isStatusMessage(data) && data.orderId === orderId) refetch();
    },
    refetch,
  );
}
