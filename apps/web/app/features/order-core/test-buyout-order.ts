import type { BuyoutOrder } from '@posylka/contract';

// The buy-out order the pages' tests start from: its page, its payment pages (tests only).
const usd = (amount: string) => ({ amount, currency: 'USD' as const });

export const TEST_BUYOUT_ORDER_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const TEST_BUYOUT_PRODUCT_IDS = [
  '5d0b8c8e-3a2f-4f7a-9a57-0c4f5bb0c001',
  '5d0b8c8e-3a2f-4f7a-9a57-0c4f5bb0c002',
];

/** A paid two-product buy-out order as GET /buyout/{id}/view answers it (tests only). */
export function testBuyoutOrder(overrides: Partial<BuyoutOrder> = {}): BuyoutOrder {
  return {
    id: TEST_BUYOUT_ORDER_ID,
    number: 'BO-000042',
    name: 'Замовлення від 21.11.2026.',
    isDraft: false,
    status: 'paid',
    products: [
      {
        id: TEST_BUYOUT_PRODUCT_IDS[0]!,
        link: 'https://www.amazon.com/dp/B0TEST',
        name: 'Headphones',
        size: '',
        color: 'black',
        quantity: 1,
        price: usd('100.00'),
        comment: 'Gift box, please',
        allowOverpricing: true,
        allowLowerQuantity: true,
        shop: 'amazon.com',
      },
      {
        id: TEST_BUYOUT_PRODUCT_IDS[1]!,
        link: 'https://www.nike.com/t/air',
        name: 'Sneakers',
        size: '42',
        color: 'white',
        quantity: 2,
        price: usd('10.00'),
        comment: '',
        allowOverpricing: false,
        allowLowerQuantity: false,
        shop: 'nike.com',
      },
    ],
    recipient: {
      firstName: 'Тарас',
      lastName: 'Шевченко',
      middleName: 'Григорович',
      phoneNumber: '380671234567',
      email: 'taras@example.com',
    },
    userAddress: {
      id: '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e',
      fullAddress: 'Київ, Відділення №1',
      warehouseType: 'department',
    },
    payment: {
      isApplyDiscount: false,
      promoCode: '',
      promoCodeValue: null,
      promoRestrictedValue: null,
      churnAccepted: false,
      taxAgreement: true,
    },
    appliedDiscount: null,
    promoFromChurn: false,
    fees: {
      productsTotal: usd('120.00'),
      overQuantityFee: usd('0.00'),
      serviceFee: usd('12.00'),
      servicePercent: '10',
      insuranceFee: usd('2.40'),
      total: usd('134.40'),
      totalUah: { amount: '5541.31', currency: 'UAH' },
      customs: null,
    },
    total: usd('134.40'),
    paidAt: '2026-11-21T10:05:00.000Z',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:05:00.000Z',
    tracking: { received: 0, total: 2 },
    ...overrides,
  };
}
