import type { ForwardingOrder } from '@posylka/contract';
import {
  forwardingOrder,
  money,
  orderItem,
  type ForwardingOrderOverrides,
} from '../../test/forwarding-order.js';

/** The shared uploaded-invoice fixture (tests only). */
export { orderFile as testFile } from '../../test/forwarding-order.js';

/** A saved draft over the customs limit, on the documents step, as GET /orders/{id} answers it (tests only). */
export function testOrder(overrides: ForwardingOrderOverrides = {}): ForwardingOrder {
  return forwardingOrder({
    items: [orderItem({ unitPrice: money('1200.00', 'EUR') })],
    taxAgreement: true,
    itemsTotal: money('1200.00', 'EUR'),
    itemsTotalEur: money('1200.00', 'EUR'),
    priceCustomsClearance: money('134.15', 'EUR'),
    checkoutState: 'documents',
    ...overrides,
    states: { isOverLimitPriceCustomsClearance: true, ...overrides.states },
  });
}
