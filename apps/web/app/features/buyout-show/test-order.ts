import type { BuyoutOrder } from '@posylka/contract';
import {
  TEST_BUYOUT_ORDER_ID as ORDER_ID,
  TEST_BUYOUT_PRODUCT_IDS as PRODUCT_IDS,
  testBuyoutOrder,
} from '../order-core/index.js';
import type { BuyoutShowData } from './load-show-page.js';

export { ORDER_ID, PRODUCT_IDS };

/** A paid two-product buy-out order as GET /buyout/{id}/view answers it (tests only). */
export function showOrder(overrides: Partial<BuyoutOrder> = {}): BuyoutOrder {
  return testBuyoutOrder(overrides);
}

export function showData(overrides: Partial<BuyoutShowData> = {}): BuyoutShowData {
  return {
    order: showOrder(),
    received: { received: 1, total: 2 },
    items: [
      { productId: PRODUCT_IDS[0]!, trackNo: '1Z999AA10123456784', status: 'received' },
      { productId: PRODUCT_IDS[1]!, trackNo: null, status: 'purchased' },
    ],
    customsLimit: { amountCustomsLimit: '150', currency: 'USD' },
    processing: null,
    ...overrides,
  };
}
