import type { ForwardingOrder } from '@posylka/contract';
import {
  forwardingOrder,
  KYIV_BRANCH,
  money,
  orderFile,
  orderItem,
  type ForwardingOrderOverrides,
} from '../../test/forwarding-order.js';

/** A completed order from DE over the customs limit, with its papers, as GET /orders/{id} answers it (tests only). */
export function successOrder(overrides: ForwardingOrderOverrides = {}): ForwardingOrder {
  return forwardingOrder({
    items: [
      orderItem({ unitPrice: money('1000.00', 'EUR') }),
      orderItem({
        id: '5d0b8c8e-3a2f-4f7a-9a57-0c4f5bb0c002',
        name: 'Scarf',
        quantity: 2,
        unitPrice: money('100.00', 'EUR'),
      }),
    ],
    invoices: [
      orderFile({ id: '9a3e2c55-1b44-4d6e-8c1f-2a6b7c8d9e01', originalFilename: 'invoice.pdf' }),
      orderFile({ id: '9a3e2c55-1b44-4d6e-8c1f-2a6b7c8d9e02', originalFilename: 'receipt.png' }),
    ],
    passport: {
      id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
      documentType: 'passport',
      maskedNumber: 'АА••••56',
      fullName: 'Шевченко Тарас Григорович',
    },
    consigneeAddress: KYIV_BRANCH,
    phoneNumber: '380671234567',
    taxAgreement: true,
    itemsTotal: money('1200.00', 'EUR'),
    itemsTotalEur: money('1200.00', 'EUR'),
    priceCustomsClearance: money('134.15', 'EUR'),
    checkoutState: 'completed',
    updatedAt: '2026-11-21T10:05:00.000Z',
    completedAt: '2026-11-21T10:05:00.000Z',
    ...overrides,
    states: {
      isOverLimitPriceCustomsClearance: true,
      isDocumentUploaded: true,
      isCheckoutCompleted: true,
      ...overrides.states,
    },
  });
}
