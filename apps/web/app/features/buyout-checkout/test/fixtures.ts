import type { BuyoutOrder, BuyoutPageSettings, MeResponse } from '@posylka/contract';
import { vi } from 'vitest';
import type { BuyoutCheckoutData } from '../load-checkout.js';

/** The seed's buy-out settings (domain BUYOUT_SETTINGS_DEFAULTS) as GET /buyout/settings serves them. */
export const SETTINGS: BuyoutPageSettings = {
  currency: 'USD',
  taxFreeQuantity: 5,
  overQuantityFee: '2',
  minCommission: '5',
  percentServiceFee: '10',
  percentInsuranceFee: '2',
  isDiscountServiceFee: false,
  overPriceCommissionShopsList: [
    { domain: 'amazon.com', percentServiceFee: '8', minCommission: '4' },
    { domain: 'ebay.com', percentServiceFee: '12', minCommission: '6' },
  ],
  amountCustomsLimit: '150',
  percentCustomsClearance: '10',
  percentValueAddedTax: '20',
  percentFeeForService: '3',
  tariffs: [{ price: '7', to: '0.5' }],
  storeBanList: ['aliexpress.com', 'temu.com'],
  successPage: { company: [] },
  rates: { USD: '41.23' },
};

export const ME: MeResponse = {
  id: '7f1f7a8e-4a1a-4a55-9a57-3c4e3f1b2a10',
  email: 'demo@posylka.test',
  emailVerified: true,
  locale: 'uk',
  customerCode: 'UA100001',
  firstName: null,
  lastName: null,
  firstNameCyr: 'Олена',
  lastNameCyr: 'Коваленко',
  middleNameCyr: null,
  phoneNumber: { number: '380671234567', verified: true },
};

export const ORDER_ID = '0b8f3c1e-2d4a-4c6b-9e8f-1a2b3c4d5e6f';
export const LINE_ID = '5a1d6f0e-1f2b-4c3d-8e9f-0a1b2c3d4e5f';

// The saved addresses of the delivery step's tests, the forwarding wizard's too.
export { TEST_DEPARTMENT as DEPARTMENT, TEST_LOCKER as LOCKER } from '../../order-core/index.js';

const usd = (amount: string) => ({ amount, currency: 'USD' as const });

export function order(overrides: Partial<BuyoutOrder> = {}): BuyoutOrder {
  return {
    id: ORDER_ID,
    number: 'BO-000042',
    name: 'Замовлення від 21.11.2026.',
    isDraft: true,
    status: 'draft',
    products: [
      {
        id: LINE_ID,
        link: 'https://www.amazon.com/dp/B0C1',
        name: 'Kindle Paperwhite',
        size: '',
        color: 'Black',
        quantity: 2,
        price: usd('100.00'),
        comment: '',
        allowOverpricing: true,
        allowLowerQuantity: true,
        shop: 'amazon.com',
      },
    ],
    recipient: null,
    userAddress: null,
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
      productsTotal: usd('200.00'),
      overQuantityFee: usd('0.00'),
      serviceFee: usd('16.00'),
      servicePercent: '8',
      insuranceFee: usd('4.00'),
      total: usd('220.00'),
      totalUah: { amount: '9070.60', currency: 'UAH' as const },
      customs: usd('17.50'),
    },
    total: usd('220.00'),
    paidAt: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    tracking: { received: 0, total: 1 },
    ...overrides,
  };
}

export function data(over: Partial<BuyoutCheckoutData> = {}): BuyoutCheckoutData {
  return { me: ME, settings: SETTINGS, addresses: [], order: null, ...over };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (url: URL, init: RequestInit, body: unknown) => Response | undefined;

/** Stubs fetch: `handler` answers the order calls, the rest get neutral answers. */
export function stubApi(handler: Handler = () => undefined) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      const answer = handler(url, init, body);
      if (answer) return answer;
      if (url.pathname === '/api/churn/active') return json({ offer: null });
      if (url.pathname === '/api/personal/addresses') return json({ items: [] });
      return json({ errorDescription: `unexpected ${url.pathname}` }, 500);
    }),
  );
  return calls;
}
