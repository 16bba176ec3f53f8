import { completionViolations, type CurrencyCode } from '@posylka/domain';
import type {
  CountryItem,
  ForwardingOrder,
  ForwardingOrderSettings,
  MeResponse,
  UserAddress,
} from '@posylka/contract';
import { vi } from 'vitest';
import {
  forwardingOrder,
  money,
  orderItem,
  type ForwardingOrderOverrides,
} from '../../../test/forwarding-order.js';

/** Test data and a fetch stub for the wizard's component tests. */
export function country(id: string, text: string, currency: string, transport: 'plane' | 'car'): CountryItem {
  return {
    id,
    code: id,
    text,
    name: text,
    icon: '🏳',
    affordable: true,
    currency: { code: currency, symbol: currency, rate: '40' },
    formCurrencies: ['USD', currency, 'UAH'].filter((c, i, all) => all.indexOf(c) === i),
    maxCost: { amount: '150', currency: 'EUR' },
    transport,
    link: '',
    domain: '',
    places: [],
    tariff_grid: [],
    documents: { customsLimit: { amount: '150', currency: 'EUR' }, exportDocuments: null },
    deliverySeparation: null,
  };
}

export const COUNTRIES: CountryItem[] = [
  country('DE', 'Німеччина', 'EUR', 'car'),
  country('US', 'США', 'USD', 'plane'),
  country('CN', 'Китай', 'USD', 'plane'),
];

export const ME: MeResponse = {
  id: '7f1f7a8e-4a1a-4a55-9a57-3c4e3f1b2a10',
  email: 'demo@posylka.test',
  emailVerified: true,
  locale: 'uk',
  customerCode: 'UA100001',
  firstName: null,
  lastName: null,
  firstNameCyr: null,
  lastNameCyr: null,
  middleNameCyr: null,
  phoneNumber: { number: '380671234567', verified: true },
};

export { FORWARDING_ORDER_ID as ORDER_ID } from '../../../test/forwarding-order.js';

/**
 * A DE draft after step 1 with the company and track number the stubbed directory knows. Its
 * `errors` map is what the server would answer for what it holds (the domain's completion rules;
 * the phone counts as verified when it is ME's), unless a test gives one: the wizard's "done" marks
 * and start step read it, and no real draft answers an empty map.
 */
export function order(overrides: ForwardingOrderOverrides = {}): ForwardingOrder {
  const saved = forwardingOrder({
    country: { id: 'DE', currency: 'EUR', maxCost: money('150', 'EUR'), text: 'Німеччина', icon: '🇩🇪' },
    company: { id: 1, name: 'Zalando', label: 'zalando.de', icon: null, mayNeedPassword: false },
    trackNo: 'DE123456789',
    ...overrides,
  });
  return 'errors' in overrides ? saved : { ...saved, errors: serverErrors(saved) };
}

function serverErrors(saved: ForwardingOrder): Record<string, string> {
  if (saved.states.isCheckoutCompleted) return {};
  const blockers = completionViolations(
    {
      receivedTrackNumber: saved.receivedTrackNumber,
      number: saved.trackNo,
      countedItems: saved.items.filter((line) => Number(line.unitPrice.amount) > 0).length,
      isOverLimit: saved.states.isOverLimitPriceCustomsClearance,
      taxAgreement: saved.taxAgreement,
      invoiceCount: saved.invoices.length,
      hasPassport: saved.passport != null,
      consigneeAddress: saved.consigneeAddress,
      totalUah: '1000.00',
      phoneNumber: saved.phoneNumber,
    },
    { isPhoneVerified: saved.phoneNumber === ME.phoneNumber?.number },
  );
  return Object.fromEntries(blockers.map((blocker) => [blocker.property, blocker.code]));
}

/** A clothing line in the category the stubbed directory answers (id 5). */
export function item(
  amount: string,
  currency: CurrencyCode = 'EUR',
  quantity = 1,
): ForwardingOrder['items'][number] {
  return orderItem({
    id: '5a1d6f0e-1f2b-4c3d-8e9f-0a1b2c3d4e5f',
    categoryId: 5,
    category: { id: 5, name: 'Одяг', dangerousGoods: false, isTaxFree: false },
    quantity,
    unitPrice: money(amount, currency),
  });
}

/** SPEC §9 defaults: 150 EUR limit, duty 10, VAT 20, service 3; NBU-like rates. */
export const SETTINGS: ForwardingOrderSettings = {
  countryLimitPriceCustomsClearance: { amount: '150', currency: 'EUR' },
  countryTotalOrdersSum: { amount: '0.00', currency: 'EUR' },
  percentCustomsClearance: '10',
  percentValueAddedTax: '20',
  percentFeeForService: '3',
  percentInsuranceServiceFee: '2',
  percentGuarantee: '1',
  rates: { EUR: '44.5', USD: '41.2', GBP: '52.1', CAD: '29.6', UAH: '1' },
  postBoxTotalLimit: { amount: '10000', currency: 'UAH' },
  currencies: ['USD', 'EUR', 'UAH'],
};

// The saved locker of the delivery step's tests, the buy-out checkout's too.
export { TEST_LOCKER as LOCKER } from '../../order-core/index.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (url: URL, init: RequestInit) => Response | undefined;

/** Stubs fetch with the reference answers the wizard loads; `handler` answers the order calls. */
export function stubApi(handler: Handler = () => undefined, extra: { addresses?: UserAddress[] } = {}) {
  const calls: { url: URL; init: RequestInit; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, init, body });
      const answer = handler(url, init);
      if (answer) return answer;
      switch (url.pathname) {
        case '/api/extra/companies':
          return json([
            { id: 1, name: 'Zalando', label: 'zalando.de', icon: 'zalando', mayNeedPassword: false },
            { id: 2, name: 'Amazon', label: 'amazon.com', icon: 'amazon', mayNeedPassword: true },
          ]);
        case '/api/forwarding':
          return json(SETTINGS);
        case '/api/personal/addresses':
          return json({ items: extra.addresses ?? [] });
        case '/api/personal/loyalty/balance':
          return json({ amount: '0.00', currency: 'UAH' });
        case '/api/churn/active':
          return json({ offer: null });
        case '/api/extra/categories':
          return json({
            items: [{ id: 5, name: 'Одяг', dangerousGoods: false, isTaxFree: false, hsCode: '61' }],
            total: 1,
          });
      }
      if (url.pathname.startsWith('/api/extra/promotions/')) return json([]);
      return json({ errorDescription: `unexpected ${url.pathname}` }, 500);
    }),
  );
  return calls;
}

export { json };
