import type { ForwardingOrder } from '@posylka/contract';
import {
  forwardingOrder,
  forwardingShipment,
  KYIV_BRANCH,
  money,
  orderItem,
  type ForwardingOrderOverrides,
} from '../../test/forwarding-order.js';

export { FORWARDING_ORDER_ID as ORDER_ID, PHOTO_1, PHOTO_2 } from '../../test/forwarding-order.js';

/** A weighed parcel at the warehouse (the shared shipment block; tests only). */
export const testShipment = forwardingShipment;

/** A registered US parcel to a Kyiv branch, at the warehouse (tests only). */
export function testOrder(overrides: ForwardingOrderOverrides = {}): ForwardingOrder {
  return forwardingOrder({
    country: { id: 'US', currency: 'USD', maxCost: null, text: 'США', icon: '🇺🇸' },
    company: { id: 1, name: 'amazon', label: 'Amazon', icon: null, mayNeedPassword: true },
    trackNo: 'TBA123456789000',
    items: [orderItem({ quantity: 2, unitPrice: money('40.00', 'USD') })],
    consigneeAddress: KYIV_BRANCH,
    phoneNumber: '380671234567',
    taxAgreement: true,
    itemsTotal: money('80.00', 'USD'),
    itemsTotalEur: money('74.00', 'EUR'),
    checkoutState: 'completed',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-25T09:30:00.000Z',
    completedAt: '2026-11-20T10:05:00.000Z',
    shipment: testShipment(),
    ...overrides,
    states: { isCheckoutCompleted: true, ...overrides.states },
  });
}
