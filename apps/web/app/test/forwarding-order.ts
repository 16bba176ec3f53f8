import type { ForwardingOrder, OrderFile, Shipment } from '@posylka/contract';
import {
  FORWARDING_SETTINGS_DEFAULTS,
  forwardingFeeLines,
  type CurrencyCode,
  type Money,
} from '@posylka/domain';

// One forwarding order shape for the web tests (tests only): the parcel page, the success view, the
// documents step and the wizard build their orders here and keep only what makes theirs different.

export const FORWARDING_ORDER_ID = '0b5d3c1e-7a45-4c1b-9f77-3f1f3c2b8a10';
export const PHOTO_1 = '4e1a7c2b-9d3f-4a8e-8b1c-2d3e4f5a6b01';
export const PHOTO_2 = '4e1a7c2b-9d3f-4a8e-8b1c-2d3e4f5a6b02';

export const money = (amount: string, currency: CurrencyCode): Money => ({ amount, currency });

type OrderItem = ForwardingOrder['items'][number];

/** One product line: a clothing item, 1 × 100 EUR. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: '5d0b8c8e-3a2f-4f7a-9a57-0c4f5bb0c001',
    categoryId: 3,
    category: { id: 3, name: 'Одяг', dangerousGoods: false, isTaxFree: false },
    isEmptyCategoryId: false,
    name: 'Jacket',
    quantity: 1,
    unitPrice: money('100.00', 'EUR'),
    ...overrides,
  };
}

/** An invoice the customer uploaded, as the order's invoices list it. */
export function orderFile(overrides: Partial<OrderFile> = {}): OrderFile {
  const id = overrides.id ?? '9a3e2c55-1b44-4d6e-8c1f-2a6b7c8d9e01';
  return {
    id,
    type: 'default_by_user',
    originalFilename: 'invoice.pdf',
    url: `/api/files/${id}`,
    size: 2048,
    mimeType: 'application/pdf',
    isIncorrectDocument: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** The order's flags: all off unless a test says otherwise. */
export function orderStates(overrides: Partial<ForwardingOrder['states']> = {}): ForwardingOrder['states'] {
  return {
    isOverLimitPriceCustomsClearance: false,
    isDocumentUploaded: false,
    isCheckoutCompleted: false,
    isCreatedByWarehouse: false,
    isCreatedBySML: false,
    isBlockCrossDockDeclaration: false,
    isCreatedByWarehouseAndEmpty: false,
    isBlocked: false,
    isCompletedAndBlocked: false,
    needsExportDocuments: false,
    ...overrides,
  };
}

/** Overrides of the order; `states` is merged over the defaults, so a test names only the flags it sets. */
export type ForwardingOrderOverrides = Omit<Partial<ForwardingOrder>, 'states'> & {
  states?: Partial<ForwardingOrder['states']>;
};

/** The order's fee lines as the server presents them (domain forwardingFeeLines, default percents). */
export function orderFeeLines(itemsTotal: Money): ForwardingOrder['feeLines'] {
  return forwardingFeeLines(itemsTotal, FORWARDING_SETTINGS_DEFAULTS).map((line) => ({
    ...line,
    percent: String(line.percent),
  }));
}

/**
 * A DE draft just past step 1 (country, company, track number saved), as GET /orders/{id} answers
 * it: no products, nothing attached, no address, no shipment block.
 */
export function forwardingOrder({ states, ...overrides }: ForwardingOrderOverrides = {}): ForwardingOrder {
  // The fee lines follow the order sum, as the server derives them, unless a test sets its own.
  const feeLines = orderFeeLines((overrides.itemsTotal as Money | undefined) ?? money('0.00', 'EUR'));
  const insurance = feeLines.find((line) => line.kind === 'insurance')?.cost as Money;
  return {
    id: FORWARDING_ORDER_ID,
    number: 'PS-000042',
    country: {
      id: 'DE',
      currency: 'EUR',
      maxCost: money('150.00', 'EUR'),
      text: 'Німеччина',
      icon: '🇩🇪',
    },
    company: { id: 7, name: 'zalando', label: 'Zalando', icon: null, mayNeedPassword: false },
    companyName: null,
    partner: null,
    name: null,
    trackNo: 'DE1234567890',
    receivedTrackNumber: true,
    items: [],
    invoices: [],
    passport: null,
    promo: null,
    churnAccepted: false,
    discount: false,
    consigneeAddress: null,
    phoneNumber: null,
    oneTimePassword: null,
    multiOrder: false,
    isBlocked: null,
    taxAgreement: false,
    notifyMe: false,
    isConsolidated: false,
    additionalServices: [],
    itemsTotal: money('0.00', 'EUR'),
    itemsTotalEur: money('0.00', 'EUR'),
    priceCustomsClearance: money('0.00', 'EUR'),
    insuranceFeeCost: insurance,
    feeLines,
    checkoutState: 'declaration',
    states: orderStates(states),
    requiredDocumentKinds: [],
    errors: {},
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** The delivery address the completed orders of these tests go to: a Kyiv branch. */
export const KYIV_BRANCH: NonNullable<ForwardingOrder['consigneeAddress']> = {
  id: '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e',
  fullAddress: 'Київ, Відділення №1: вул. Пирогівський шлях, 135',
  warehouseType: 'department',
};

/**
 * A weighed parcel at the warehouse, as the shipment block of GET /orders/{id} answers it: 1.25 kg of
 * goods worth 80 USD, 21 USD delivery.
 */
export function forwardingShipment(overrides: Partial<Shipment> = {}): Shipment {
  const uah = (amount: string) => money(amount, 'UAH');
  return {
    state: 'at_warehouse',
    listStatus: 'at_warehouse',
    timeline: [{ state: 'at_warehouse', event: 'receive', at: '2026-11-25T09:30:00.000Z' }],
    receivedAt: '2026-11-25T09:30:00.000Z',
    storageUntil: '2026-12-09T09:30:00.000Z',
    weightKg: '1.250',
    dimensions: { lengthCm: '30.0', widthCm: '20.0', heightCm: '10.5' },
    waybillNumber: null,
    warehouseId: 'us-de',
    deliveryCost: money('21.00', 'USD'),
    bonuses: money('15.00', 'UAH'),
    bonusesCredited: false,
    // 21 USD = 767.94 UAH, the 2 USD handling fee, the guarantee of 1 per cent of the 80 USD goods
    // (0.80 USD = 29.25 UAH) and the insurance fee of 2 per cent (1.60 USD = 58.51 UAH).
    charges: {
      deliveryUah: uah('767.94'),
      promoDiscount: uah('0.00'),
      bonusesUsed: uah('0.00'),
      bonusesSpent: false,
      deliveryToPay: uah('767.94'),
      servicesUah: uah('0.00'),
      handlingFeeUah: uah('73.14'),
      guaranteeUah: uah('29.25'),
      insuranceUah: uah('58.51'),
      customsUah: uah('0.00'),
      totalToPay: uah('928.84'),
    },
    photos: [
      { id: PHOTO_1, url: `/api/orders/${FORWARDING_ORDER_ID}/photos/${PHOTO_1}` },
      { id: PHOTO_2, url: `/api/orders/${FORWARDING_ORDER_ID}/photos/${PHOTO_2}` },
    ],
    restrictedNote: null,
    consolidationId: null,
    canPause: true,
    canRelease: false,
    canContinueDelivery: false,
    pausedOnce: false,
    holdReasons: [],
    holdActions: [],
    canSendNow: true,
    dispatchRequestedAt: null,
    ...overrides,
  };
}
