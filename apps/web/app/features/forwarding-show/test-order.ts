import type { ForwardingOrder, Shipment } from '@posylka/contract';

export const ORDER_ID = '0b5d3c1e-7a45-4c1b-9f77-3f1f3c2b8a10';
export const PHOTO_1 = '4e1a7c2b-9d3f-4a8e-8b1c-2d3e4f5a6b01';
export const PHOTO_2 = '4e1a7c2b-9d3f-4a8e-8b1c-2d3e4f5a6b02';

const uah = (amount: string) => ({ amount, currency: 'UAH' as const });

/** A weighed parcel at the warehouse, as the shipment block of GET /orders/{id} answers it (tests only). */
export function testShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    state: 'at_warehouse',
    listStatus: 'at_warehouse',
    timeline: [{ state: 'at_warehouse', event: 'receive', at: '2026-11-25T09:30:00.000Z' }],
    receivedAt: '2026-11-25T09:30:00.000Z',
    storageUntil: '2026-12-09T09:30:00.000Z',
    weightKg: '1.250',
    dimensions: { lengthCm: '30.0', widthCm: '20.0', heightCm: '10.5' },
    waybillNumber: null,
    deliveryCost: { amount: '21.00', currency: 'USD' },
    bonuses: { amount: '15.00', currency: 'UAH' },
    bonusesCredited: false,
    // 21 USD = 767.94 UAH, the 2 USD handling fee, the guarantee of 1 per cent of the 80 USD goods.
    charges: {
      deliveryUah: uah('767.94'),
      promoDiscount: uah('0.00'),
      bonusesUsed: uah('0.00'),
      bonusesSpent: false,
      deliveryToPay: uah('767.94'),
      servicesUah: uah('0.00'),
      handlingFeeUah: uah('73.14'),
      guaranteeUah: uah('29.25'),
      insuranceUah: uah('0.00'),
      customsUah: uah('0.00'),
      totalToPay: uah('870.33'),
    },
    photos: [
      { id: PHOTO_1, url: `/orders/${ORDER_ID}/photos/${PHOTO_1}` },
      { id: PHOTO_2, url: `/orders/${ORDER_ID}/photos/${PHOTO_2}` },
    ],
    restrictedNote: null,
    consolidationId: null,
    canPause: true,
    canRelease: false,
    canContinueDelivery: false,
    pausedOnce: false,
    ...overrides,
  };
}

/** A registered US parcel to a Kyiv branch (tests only). */
export function testOrder(overrides: Partial<ForwardingOrder> = {}): ForwardingOrder {
  return {
    id: ORDER_ID,
    number: 'PS-000042',
    country: { id: 'US', currency: 'USD', maxCost: null, text: 'США', icon: '🇺🇸' },
    company: { id: 1, name: 'amazon', label: 'Amazon', icon: null, mayNeedPassword: true },
    companyName: null,
    partner: null,
    name: null,
    trackNo: 'TBA123456789000',
    receivedTrackNumber: true,
    items: [
      {
        id: '5d0b8c8e-3a2f-4f7a-9a57-0c4f5bb0c001',
        categoryId: 3,
        category: { id: 3, name: 'Одяг', dangerousGoods: false, isTaxFree: false },
        isEmptyCategoryId: false,
        name: 'Jacket',
        quantity: 2,
        unitPrice: { amount: '40.00', currency: 'USD' },
      },
    ],
    invoices: [],
    passport: null,
    promo: null,
    churnAccepted: false,
    discount: false,
    consigneeAddress: {
      id: '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e',
      fullAddress: 'Київ, Відділення №1: вул. Пирогівський шлях, 135',
      warehouseType: 'department',
    },
    phoneNumber: '380671234567',
    oneTimePassword: null,
    multiOrder: false,
    isBlocked: null,
    taxAgreement: true,
    notifyMe: false,
    isConsolidated: false,
    additionalServices: [],
    itemsTotal: { amount: '80.00', currency: 'USD' },
    itemsTotalEur: { amount: '74.00', currency: 'EUR' },
    priceCustomsClearance: { amount: '0.00', currency: 'EUR' },
    insuranceFeeCost: { amount: '0.00', currency: 'USD' },
    checkoutState: 'completed',
    states: {
      isOverLimitPriceCustomsClearance: false,
      isDocumentUploaded: false,
      isCheckoutCompleted: true,
      isCreatedByWarehouse: false,
      isCreatedBySML: false,
      isBlockCrossDockDeclaration: false,
      isCreatedByWarehouseAndEmpty: false,
      isBlocked: false,
      isCompletedAndBlocked: false,
      needsExportDocuments: false,
    },
    requiredDocumentKinds: [],
    errors: {},
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-25T09:30:00.000Z',
    completedAt: '2026-11-20T10:05:00.000Z',
    shipment: testShipment(),
    ...overrides,
  };
}
