import type { AdminParcel, AdminParcelDetail } from '@posylka/contract';

/** A parcel as GET /admin/parcels lists it (contract adminParcelSchema). */
export function listParcel(overrides: Partial<AdminParcel> = {}): AdminParcel {
  return {
    id: '3f0c8a4e-1d2b-4c5d-8e9f-a0b1c2d3e4f5',
    number: 'PS-000042',
    type: 'forwarding',
    countryCode: 'US',
    countryName: 'США',
    trackNo: '1Z999AA10123456784',
    name: null,
    customer: {
      id: '0b6c5f2e-7d3a-4e1b-9c8d-2f4a6b8c0d1e',
      email: 'olena@example.com',
      customerCode: 'UA100001',
    },
    state: 'declared',
    isCheckoutCompleted: true,
    isCreatedByWarehouse: false,
    weightKg: null,
    deliveryCost: null,
    receivedAt: null,
    stateChangedAt: '2026-03-01T10:00:00.000Z',
    timer: null,
    waybillNumber: null,
    consolidationId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** One parcel as GET /admin/parcels/{id} answers (contract adminParcelDetailSchema). */
export function detailParcel(overrides: Partial<AdminParcelDetail> = {}): AdminParcelDetail {
  const base = listParcel();
  return {
    ...base,
    state: 'at_warehouse',
    weightKg: '1.250',
    receivedAt: '2026-03-02T09:00:00.000Z',
    deliveryCost: { amount: '14.50', currency: 'USD' },
    customer: { ...base.customer, name: 'Олена Коваль', phone: '380501234567' },
    items: [
      {
        id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        name: 'Кросівки',
        quantity: 1,
        unitPrice: { amount: '80.00', currency: 'USD' },
      },
    ],
    itemsTotal: { amount: '80.00', currency: 'USD' },
    consigneeAddress: { fullAddress: 'Київ, відділення №1', warehouseType: 'department' },
    phoneNumber: '380501234567',
    dimensions: { lengthCm: '30.0', widthCm: '20.0', heightCm: '10.0' },
    restrictedNote: null,
    pausedOnce: false,
    additionalServices: [],
    buyoutOrderId: null,
    timeline: [],
    photos: [],
    audit: [],
    allowedEvents: ['delay', 'restrict', 'dispatch'],
    label: {
      customerCode: 'UA100001',
      number: 'PS-000042',
      trackNo: '1Z999AA10123456784',
      countryCode: 'US',
      weightKg: '1.250',
    },
    warehouse: { id: 'us-de', name: 'Делавер' },
    warehouses: [
      { id: 'us-de', name: 'Делавер' },
      { id: 'us-or', name: 'Орегон' },
    ],
    canChangeWarehouse: true,
    labelConflict: null,
    holdReasons: [],
    ...overrides,
  };
}
