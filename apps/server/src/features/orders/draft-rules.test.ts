// SPEC §5 "Forwarding order" rules on the SPEC §8 property paths: products, categories and
// currencies (SPEC §9), the order name, company, country, address and bonuses.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../test/customers.js';
import { countries } from '../../db/schema/index.js';
import { firstCompany, forwardingTestApp, SHIRT } from './test-helpers.js';

const { t, call, companies, us, alice } = forwardingTestApp({ customers: ['alice'] });

describe('SPEC §5 order, product and company rules on SPEC §8 paths', () => {
  it('names items[i].name, items[i].quantity, items[i].unitPrice.amount and items[i].categoryId', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        items: [
          { ...SHIRT, name: 'ab', quantity: 0, categoryId: null },
          { ...SHIRT, unitPrice: { amount: '0.001', currency: 'USD' } },
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
      us({ items: [{ ...SHIRT, name: 'Bag #1' }] }),
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
          { ...SHIRT, categoryId: 9999 },
          { ...SHIRT, unitPrice: { amount: '1.00', currency: 'EUR' } },
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
    const otherCountry = await call(alice, 'POST', '/orders/draft', us({ company: companies.DE }));
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
