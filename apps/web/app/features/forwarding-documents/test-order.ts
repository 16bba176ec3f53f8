import type { ForwardingOrder, OrderFile } from '@posylka/contract';

/** A saved draft over the customs limit, as GET /orders/{id} answers it (tests only). */
export function testOrder(overrides: Partial<ForwardingOrder> = {}): ForwardingOrder {
  return {
    id: '0b5d3c1e-7a45-4c1b-9f77-3f1f3c2b8a10',
    number: 'PS-000042',
    country: {
      id: 'DE',
      currency: 'EUR',
      maxCost: { amount: '150.00', currency: 'EUR' },
      text: 'Німеччина',
      icon: '🇩🇪',
    },
    company: { id: 7, name: 'zalando', label: 'Zalando', icon: null, mayNeedPassword: false },
    companyName: null,
    partner: null,
    name: null,
    trackNo: 'DE1234567890',
    receivedTrackNumber: true,
    items: [
      {
        id: '5d0b8c8e-3a2f-4f7a-9a57-0c4f5bb0c001',
        categoryId: 3,
        category: { id: 3, name: 'Одяг', dangerousGoods: false, isTaxFree: false },
        isEmptyCategoryId: false,
        name: 'Jacket',
        quantity: 1,
        unitPrice: { amount: '1200.00', currency: 'EUR' },
      },
    ],
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
    taxAgreement: true,
    notifyMe: false,
    isConsolidated: false,
    additionalServices: [],
    itemsTotal: { amount: '1200.00', currency: 'EUR' },
    itemsTotalEur: { amount: '1200.00', currency: 'EUR' },
    priceCustomsClearance: { amount: '134.15', currency: 'EUR' },
    insuranceFeeCost: { amount: '0.00', currency: 'EUR' },
    checkoutState: 'documents',
    states: {
      isOverLimitPriceCustomsClearance: true,
      isDocumentUploaded: false,
      isCheckoutCompleted: false,
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
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function testFile(overrides: Partial<OrderFile> = {}): OrderFile {
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
