// Deliveries as the console shows them. A phone number is masked to its last 4 digits: enough for an
// operator to tell it from the one a customer quotes on the phone, not a list of numbers to copy out.
import type { AdminNotificationDelivery } from '@posylka/contract';
import { formatBuyoutNumber, formatOrderNumber } from '@posylka/domain';
import type { DeliveryListRow, OrderRef } from './repository.js';

/** "+380501234567" -> "+••••••••4567": every digit but the last 4 masked, the rest kept. */
export function maskPhone(phone: string): string {
  let keep = 4;
  return [...phone]
    .reverse()
    .map((c) => (/\d/.test(c) ? (keep-- > 0 ? c : '•') : c))
    .reverse()
    .join('');
}

export const recipientShown = (channel: string, recipient: string) =>
  channel === 'sms' ? maskPhone(recipient) : recipient;

function orderOf(row: DeliveryListRow, orders: Map<string, OrderRef>): AdminNotificationDelivery['order'] {
  const id = row.params.orderId;
  const ref = typeof id === 'string' ? orders.get(id) : undefined;
  if (!ref) return null;
  const number = ref.kind === 'parcel' ? formatOrderNumber(ref.serial) : formatBuyoutNumber(ref.serial);
  return { kind: ref.kind, id: ref.id, number };
}

export function presentDelivery(
  row: DeliveryListRow,
  orders: Map<string, OrderRef> = new Map(),
): AdminNotificationDelivery {
  const { delivery } = row;
  return {
    id: delivery.id,
    event: row.event,
    channel: delivery.channel as AdminNotificationDelivery['channel'],
    recipient: recipientShown(delivery.channel, delivery.recipient),
    status: delivery.status,
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    sentAt: delivery.sentAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    customer: { id: row.customerId, email: row.customerEmail, customerCode: row.customerCode },
    order: orderOf(row, orders),
  };
}
