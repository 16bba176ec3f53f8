import type { BuyoutOrder } from '@posylka/contract';
import { testBuyoutOrder } from '../order-core/index.js';
import type { PaymentPageData } from './load-payment-page.js';

/** A paid one-product buy-out order as GET /buyout/{id}/view answers it (tests only). */
export function buyoutOrder(overrides: Partial<BuyoutOrder> = {}): BuyoutOrder {
  const base = testBuyoutOrder();
  return {
    ...base,
    products: [{ ...base.products[0]!, price: { amount: '120.00', currency: 'USD' }, comment: '' }],
    tracking: { received: 0, total: 1 },
    ...overrides,
  };
}

export function pageData(overrides: Partial<PaymentPageData> = {}): PaymentPageData {
  return {
    order: buyoutOrder(),
    customsLimit: { amountCustomsLimit: '150', currency: 'USD' },
    storeCards: [
      {
        id: 1,
        slug: 'clothes',
        title: 'Одяг',
        name: 'clothes',
        color: '#ffe4e1',
        image: '/img/clothes.png',
        imageWebp: null,
      },
      {
        id: 2,
        slug: 'electronics',
        title: 'Електроніка',
        name: 'electronics',
        color: null,
        image: null,
        imageWebp: null,
      },
      {
        id: 3,
        slug: 'amazon',
        title: 'Amazon',
        name: 'Amazon',
        color: '#232f3e',
        image: '/api/catalog/logos/amazon.svg',
        imageWebp: null,
      },
    ],
    isEdited: false,
    paymentSystem: null,
    savedDocument: null,
    ...overrides,
  };
}
