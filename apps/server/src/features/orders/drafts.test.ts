// Drafts: creation, SPEC §5 "Forwarding order" rules on the SPEC §8 property paths, checkoutState
// moves (SPEC §4), duplicate track numbers, other customers' orders, and GET /forwarding.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { countries, orders } from '../../db/schema/index.js';
import { isDuplicateTrackError } from './repository.js';
import {
  attachDocuments,
  caller,
  firstCompany,
  newCustomer,
  trackNumber,
  violations,
  type Customer,
} from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let alice: Customer;
let bob: Customer;
let usCompany: number;
let deCompany: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  alice = await newCustomer(t, 'alice');
  bob = await newCustomer(t, 'bob');
  usCompany = await firstCompany(t, 'US');
  deCompany = await firstCompany(t, 'DE');
});
afterAll(() => t.close());

const shirt = {
  categoryId: 1,
  name: 'Cotton T-shirt',
  quantity: 2,
  unitPrice: { amount: '30.00', currency: 'USD' },
};
const us = (over: object = {}) => ({
  country: 'US',
  company: usCompany,
  number: trackNumber(),
  receivedTrackNumber: true,
  items: [shirt],
  ...over,
});

describe('POST /api/orders/draft', () => {
  it('creates a draft with a PS- number, money as {amount, currency} and the domain totals', async () => {
    const res = await call(alice, 'POST', '/orders/draft', us({ name: 'Summer clothes' }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.number).toMatch(/^PS-\d{6,}$/);
    expect(order).toMatchObject({
      country: { id: 'US', currency: 'USD', maxCost: { amount: '150.00', currency: 'EUR' } },
      company: { id: usCompany },
      name: 'Summer clothes',
      receivedTrackNumber: true,
      itemsTotal: { amount: '60.00', currency: 'USD' },
      priceCustomsClearance: { amount: '0.00', currency: 'EUR' },
      checkoutState: 'delivery',
      states: { isOverLimitPriceCustomsClearance: false, isCheckoutCompleted: false, isBlocked: false },
      items: [{ name: 'Cotton T-shirt', quantity: 2, unitPrice: { amount: '30.00', currency: 'USD' } }],
      completedAt: null,
    });
    expect(order.itemsTotalEur.currency).toBe('EUR');
    // Insurance: "a percentage of the total" (2% by default) of 60.00 USD.
    expect(order.insuranceFeeCost).toEqual({ amount: '1.20', currency: 'USD' });
    // The draft lists what still blocks completion on SPEC §8 paths.
    expect(Object.keys(order.errors).sort()).toEqual(['consigneeAddress', 'phoneNumber']);
  });

  it('takes back the items as the order resource gives them (uuid ids, category objects)', async () => {
    const created = (await call(alice, 'POST', '/orders/draft', us())).json();
    const res = await call(alice, 'PUT', `/orders/draft/${created.id}`, {
      ...us({ number: created.trackNo }),
      items: created.items,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(1);
  });

  it('keeps the saved products and results form when a save does not send them', async () => {
    const created = (
      await call(alice, 'POST', '/orders/draft', us({ taxAgreement: true, isBlocked: false }))
    ).json();
    const stepOne: Record<string, unknown> = us({ number: created.trackNo, name: 'Renamed' });
    delete stepOne.items;
    const res = await call(alice, 'PUT', `/orders/draft/${created.id}`, stepOne);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      itemsTotal: { amount: '60.00' },
      checkoutState: 'delivery',
    });
    expect(res.json().items).toHaveLength(1);
  });

  it('needs a signed-in customer', async () => {
    expect((await call(null, 'POST', '/orders/draft', us())).statusCode).toBe(401);
  });

  it('"checkoutState moves new, declaration, documents, delivery" with what the draft holds', async () => {
    const fresh = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ number: null, receivedTrackNumber: null, items: [] }),
    );
    expect(fresh.json().checkoutState).toBe('new');
    const declared = await call(alice, 'POST', '/orders/draft', us({ items: [] }));
    expect(declared.json().checkoutState).toBe('declaration');
    // "Only items with price above 0 count toward totals" is enforced by price min 0.01, so any item counts.
    const id = declared.json().id as string;
    const withItems = await call(
      alice,
      'PUT',
      `/orders/draft/${id}`,
      us({ number: declared.json().trackNo }),
    );
    expect(withItems.json().checkoutState).toBe('delivery');
  });

  it('keeps "no number" as the marker with receivedTrackNumber true, and "not received" as false', async () => {
    const marker = await call(alice, 'POST', '/orders/draft', us({ number: '__NO_TRACK_NUMBER__' }));
    expect(marker.statusCode).toBe(201);
    expect(marker.json()).toMatchObject({ trackNo: '__NO_TRACK_NUMBER__', receivedTrackNumber: true });
    const none = await call(alice, 'POST', '/orders/draft', us({ number: '', receivedTrackNumber: false }));
    expect(none.json()).toMatchObject({ trackNo: null, receivedTrackNumber: false });
  });
});

describe('SPEC §5 track number rules, violations on `number`', () => {
  const numberError = async (number: string, country = 'US', company?: number) => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ number, country, company: company ?? usCompany }),
    );
    expect(res.statusCode).toBe(422);
    return violations(res).number;
  };

  it('"Must not start with ord or order (case-insensitive; own message)"', async () => {
    expect(await numberError('ORDER12345')).toBe(
      'A track number cannot start with “order” or “ord”: that is the shop’s order number, not the parcel’s',
    );
    expect(await numberError('ord-777')).toMatch(/cannot start with/);
  });

  it('"For US, numbers starting with 1Z must be exactly 18 characters"', async () => {
    expect(await numberError('1Z12345')).toBe(
      'A track number starting with 1Z must be exactly 18 characters long',
    );
    const ok = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ number: `1Z${Date.now().toString().slice(-8)}ABCDEFGH` }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('"For CN, numbers matching an Ae followed by npi pattern are rejected"', async () => {
    const cnCompany = await firstCompany(t, 'CN');
    const cnItem = { ...shirt, unitPrice: { amount: '5.00', currency: 'USD' } };
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ country: 'CN', company: cnCompany, number: 'AE123NPI456', items: [cnItem] }),
    );
    expect(violations(res)).toEqual({
      number: 'Invalid track number. Check the shipment number with the shop',
    });
  });

  it('"No double underscore or double hyphen", letters, digits, _ and - only', async () => {
    const message =
      'A track number may hold only Latin letters, digits, “_” and “-”, with no double “__” or “--”';
    expect(await numberError('AB--123')).toBe(message);
    expect(await numberError('AB__123')).toBe(message);
    expect(await numberError('AB 123')).toBe(message);
  });

  it('"Max 40"', async () => {
    expect(await numberError('A'.repeat(41))).toBe('At most 40 characters');
  });

  it('"Required unless the user said they have none"', async () => {
    expect(await numberError('')).toBe('This field is required');
  });
});

describe('SPEC §5 order, product and company rules on SPEC §8 paths', () => {
  it('names items[i].name, items[i].quantity, items[i].unitPrice.amount and items[i].categoryId', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        items: [
          { ...shirt, name: 'ab', quantity: 0, categoryId: null },
          { ...shirt, unitPrice: { amount: '0.001', currency: 'USD' } },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({
      'items[0].name': 'At least 3 characters',
      'items[0].quantity': 'The value must be at least 1',
      'items[0].categoryId': 'Choose a category or tick “No category”',
      'items[1].unitPrice.amount':
        'Enter the price in digits; cents (1–2 digits) after a dot or comma, e.g. 12.99',
    });
  });

  it('lists the characters a product name may not hold, in the request language', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ items: [{ ...shirt, name: 'Bag #1' }] }),
      'uk',
    );
    expect(violations(res)['items[0].name']).toMatch(/^Назва містить недопустимі символи: #/);
  });

  it('refuses an unknown category and a currency the form does not offer (SPEC §9)', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        items: [
          { ...shirt, categoryId: 9999 },
          { ...shirt, unitPrice: { amount: '1.00', currency: 'EUR' } },
        ],
      }),
    );
    expect(violations(res)).toEqual({
      'items[0].categoryId': 'Choose a value from the list',
      'items[1].unitPrice.currency': 'Choose a value from the list',
    });
  });

  it('"Order name optional: 3 to 100"', async () => {
    const res = await call(alice, 'POST', '/orders/draft', us({ name: 'ab' }));
    expect(violations(res)).toEqual({ name: 'At least 3 characters' });
    expect((await call(alice, 'POST', '/orders/draft', us({ name: '' }))).statusCode).toBe(201);
  });

  it('"Company required", from the country\'s list or as free text', async () => {
    const missing = await call(alice, 'POST', '/orders/draft', us({ company: null }));
    expect(violations(missing)).toEqual({ company: 'This field is required' });
    const otherCountry = await call(alice, 'POST', '/orders/draft', us({ company: deCompany }));
    expect(violations(otherCountry)).toEqual({ company: 'Choose a value from the list' });
    const free = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ company: null, companyName: 'Corner shop' }),
    );
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ company: null, companyName: 'Corner shop' });
  });

  it('"Country required"; a blocked country: "Delivery from this country is temporarily unavailable"', async () => {
    expect(violations(await call(alice, 'POST', '/orders/draft', us({ country: 'XX' }))).country).toBe(
      'Choose a value from the list',
    );
    await t.db.update(countries).set({ affordable: false }).where(eq(countries.code, 'LV'));
    const lvCompany = await firstCompany(t, 'LV');
    const res = await call(alice, 'POST', '/orders/draft', us({ country: 'LV', company: lvCompany }));
    expect(violations(res)).toEqual({ country: 'Delivery from this country is temporarily unavailable' });
    await t.db.update(countries).set({ affordable: true }).where(eq(countries.code, 'LV'));
  });

  it('refuses an address that is not one of mine, and bonuses with no balance', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ consigneeAddress: '0b0c7f3e-6a43-4a8e-9f1e-2f7b4c2d9a10', discount: true }),
    );
    expect(violations(res)).toEqual({
      consigneeAddress: 'Choose a delivery address',
      discount: 'You have no bonuses to use',
    });
  });
});

describe('"Such a track number already exists"', () => {
  it('refuses a number another customer declared, in any case, on `number`', async () => {
    const number = trackNumber('DUP');
    expect((await call(alice, 'POST', '/orders/draft', us({ number }))).statusCode).toBe(201);
    const res = await call(bob, 'POST', '/orders/draft', us({ number: number.toLowerCase() }));
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ number: 'Such a track number already exists' });
    const uk = await call(bob, 'POST', '/orders/draft', us({ number }), 'uk');
    expect(violations(uk)).toEqual({ number: 'Такий трек-номер уже існує' });
  });

  it('lets an order keep its own number on resave, and PUT /tracking/number checks the same rule', async () => {
    const taken = trackNumber('TKN');
    await call(bob, 'POST', '/orders/draft', us({ number: taken }));
    const mine = (await call(alice, 'POST', '/orders/draft', us())).json();
    expect(
      (await call(alice, 'PUT', `/orders/draft/${mine.id}`, us({ number: mine.trackNo }))).statusCode,
    ).toBe(200);
    const dup = await call(alice, 'PUT', `/orders/${mine.id}/tracking/number`, { number: taken });
    expect(violations(dup)).toEqual({ number: 'Such a track number already exists' });
    const fresh = trackNumber('NEW');
    const set = await call(alice, 'PUT', `/orders/${mine.id}/tracking/number`, { number: fresh });
    expect(set.json()).toMatchObject({ trackNo: fresh, receivedTrackNumber: true });
    const bad = await call(alice, 'PUT', `/orders/${mine.id}/tracking/number`, { number: 'order1' });
    expect(Object.keys(violations(bad))).toEqual(['number']);
  });
});

describe('the unique index behind the duplicate check', () => {
  it('is recognised when a concurrent save slips past the pre-check', async () => {
    const number = trackNumber('RACE');
    expect((await call(alice, 'POST', '/orders/draft', us({ number }))).statusCode).toBe(201);
    const error: unknown = await t.db
      .insert(orders)
      .values({ userId: alice.id, countryCode: 'US', trackNo: number.toLowerCase() })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isDuplicateTrackError(error)).toBe(true);
    expect(isDuplicateTrackError(new Error('other'))).toBe(false);
  });
});

describe('other customers and malformed ids answer 404', () => {
  it("hides alice's order from bob on every order route", async () => {
    const { id } = (await call(alice, 'POST', '/orders/draft', us())).json();
    for (const [method, url, body] of [
      ['GET', `/orders/${id}`, undefined],
      ['PUT', `/orders/draft/${id}`, us()],
      ['POST', `/orders/complete/${id}`, us()],
      ['PUT', `/orders/edit/${id}`, us()],
      ['PUT', `/orders/${id}/tracking/number`, { number: 'LB1234567' }],
      ['PUT', `/orders/${id}/one-time-password`, { oneTimePassword: '1234' }],
      ['POST', `/orders/${id}/promo/clear`, undefined],
      ['POST', `/orders/unblock/${id}`, undefined],
    ] as const) {
      const res = await call(bob, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ errorDescription: 'Not found.' });
    }
  });

  it('answers 404 for a malformed or unknown id, before looking at the body', async () => {
    expect((await call(alice, 'GET', '/orders/not-a-uuid')).statusCode).toBe(404);
    expect((await call(alice, 'PUT', '/orders/draft/123', { country: 'XX' })).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/orders/0b0c7f3e-6a43-4a8e-9f1e-2f7b4c2d9a10')).statusCode).toBe(404);
  });
});

describe('customs figures from the domain', () => {
  it('a 200 EUR parcel from DE: 150 limit, excess 50, duty 5.00, VAT 11.00, fee 1.50 => 17.50 EUR', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        country: 'DE',
        company: deCompany,
        items: [{ ...shirt, quantity: 1, unitPrice: { amount: '200.00', currency: 'EUR' } }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      itemsTotal: { amount: '200.00', currency: 'EUR' },
      itemsTotalEur: { amount: '200.00', currency: 'EUR' },
      priceCustomsClearance: { amount: '17.50', currency: 'EUR' },
      states: {
        isOverLimitPriceCustomsClearance: true,
        isDocumentUploaded: false,
        needsExportDocuments: false,
      },
      // "documents when over the limit and products saved"
      checkoutState: 'documents',
      requiredDocumentKinds: [],
    });
    expect(Object.keys(order.errors)).toEqual(
      expect.arrayContaining(['taxAgreement', 'invoices', 'passport', 'consigneeAddress', 'phoneNumber']),
    );
    await attachDocuments(t, alice, order.id);
    // Reading the order catches its state up with the documents attached meanwhile.
    const read = await call(alice, 'GET', `/orders/${order.id}`);
    expect(read.json()).toMatchObject({ checkoutState: 'delivery', states: { isDocumentUploaded: true } });
    const again = await call(alice, 'PUT', `/orders/draft/${order.id}`, {
      ...us({ country: 'DE', company: deCompany, number: order.trackNo }),
      items: [{ ...shirt, quantity: 1, unitPrice: { amount: '200.00', currency: 'EUR' } }],
      taxAgreement: true,
    });
    expect(again.json()).toMatchObject({
      checkoutState: 'delivery',
      states: { isDocumentUploaded: true },
      passport: { documentType: 'passport', fullName: expect.stringContaining('Коваленко') },
    });
    expect(again.json().invoices).toHaveLength(1);
  });

  it('tax-free categories carry no duty or VAT (SPEC §9), only the service fee', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        country: 'DE',
        company: deCompany,
        items: [{ ...shirt, categoryId: 34, quantity: 1, unitPrice: { amount: '200.00', currency: 'EUR' } }],
      }),
    );
    expect(res.json().priceCustomsClearance).toEqual({ amount: '1.50', currency: 'EUR' });
  });

  it('PL over 1000 EUR asks for the export documents', async () => {
    const plCompany = await firstCompany(t, 'PL');
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        country: 'PL',
        company: plCompany,
        // PL's form offers USD, PLN and UAH (SPEC §9); 1300 USD is above 1000 EUR at any recent rate.
        items: [{ ...shirt, quantity: 1, unitPrice: { amount: '1300.00', currency: 'USD' } }],
      }),
    );
    expect(res.json()).toMatchObject({
      states: { needsExportDocuments: true },
      requiredDocumentKinds: ['statement', 'powers', 'power_attorney'],
    });
  });
});

describe('GET /api/forwarding', () => {
  it("serves the SPEC §3 settings of a country with the customer's other orders summed", async () => {
    const carol = await newCustomer(t, 'carol');
    const item = { ...shirt, quantity: 1, unitPrice: { amount: '40.00', currency: 'EUR' } };
    const de = { country: 'DE', company: deCompany, receivedTrackNumber: true, items: [item] };
    const first = (await call(carol, 'POST', '/orders/draft', { ...de, number: trackNumber() })).json();
    await call(carol, 'POST', '/orders/draft', { ...de, number: trackNumber() });
    const res = await call(carol, 'GET', '/forwarding?countryCode=de');
    expect(res.statusCode).toBe(200);
    const settings = res.json();
    expect(settings).toMatchObject({
      countryLimitPriceCustomsClearance: { amount: '150.00', currency: 'EUR' },
      countryTotalOrdersSum: { amount: '80.00', currency: 'EUR' },
      percentCustomsClearance: '10',
      percentValueAddedTax: '20',
      percentFeeForService: '3',
      percentInsuranceServiceFee: '2',
      postBoxTotalLimit: { amount: '10000', currency: 'UAH' },
      currencies: ['USD', 'EUR', 'UAH'],
    });
    expect(settings.rates.UAH).toBe('1');
    expect(Number(settings.rates.USD)).toBeGreaterThan(0);
    const editing = await call(carol, 'GET', `/forwarding?countryCode=DE&orderId=${first.id}`);
    expect(editing.json().countryTotalOrdersSum).toEqual({ amount: '40.00', currency: 'EUR' });
    expect((await call(carol, 'GET', '/forwarding?countryCode=US')).json().currencies).toEqual([
      'USD',
      'UAH',
    ]);
  });

  it('refuses an unknown country on countryCode', async () => {
    const res = await call(alice, 'GET', '/forwarding?countryCode=XX');
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ countryCode: 'Choose a value from the list' });
  });
});
