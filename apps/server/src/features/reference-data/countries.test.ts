import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryItem } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countries(locale: string): Promise<CountryItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/extra/countries',
    headers: { 'x-locale': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/extra/countries', () => {
  it('"The countries list drops the entry with id TR": 19 of the 20 countries, in the SPEC §1 order', async () => {
    const list = await countries('uk');
    expect(list).toHaveLength(19);
    expect(list.map((c) => c.id)).not.toContain('TR');
    expect(list.map((c) => c.code).slice(0, 4)).toEqual(['US', 'CN', 'GB', 'DE']);
  });

  it('names the countries in the request language (x-locale)', async () => {
    const [uk, en] = [await countries('uk'), await countries('en')];
    const de = (list: CountryItem[]) => list.find((c) => c.code === 'DE');
    expect(de(uk)?.text).toBe('Німеччина');
    expect(de(en)?.text).toBe('Germany');
    expect(de(uk)?.name).toBe('Germany');
  });

  it('carries currency with its NBU rate, maxCost 150 EUR and the plane icon for US', async () => {
    const us = (await countries('en')).find((c) => c.code === 'US')!;
    expect(us.currency).toEqual({ code: 'USD', symbol: '$', rate: '36.5686' });
    expect(us.maxCost).toEqual({ amount: '150.00', currency: 'EUR' });
    expect(us.documents.customsLimit).toEqual({ amount: '150.00', currency: 'EUR' });
    expect(us.transport).toBe('plane');
    expect(us.formCurrencies).toEqual(['USD', 'UAH']);
    expect(us.link).toBe('/catalog/buy-us');
  });

  it('lists warehouses and a tariff grid per warehouse: US starts at "7 USD per 0.5 kg"', async () => {
    const us = (await countries('uk')).find((c) => c.code === 'US')!;
    expect(us.places.map((p) => p.id)).toEqual(['us-de', 'us-or']);
    expect(us.places[0]?.name).toBe('Делавер');
    const delaware = us.tariff_grid.filter((e) => e.stock_id === 'us-de');
    expect(delaware[0]).toEqual({ from: '0', to: '0.5', price: '7.00', currency: 'USD', stock_id: 'us-de' });
    expect(delaware.map((e) => e.to)).toEqual(['0.5', '2', '5', '10', '30']);
  });

  it('export documents above 1000 EUR only for Poland, with statement, powers and power of attorney', async () => {
    const list = await countries('uk');
    const pl = list.find((c) => c.code === 'PL')!;
    expect(pl.documents.exportDocuments).toEqual({
      threshold: { amount: '1000', currency: 'EUR' },
      kinds: ['statement', 'powers', 'power_attorney'],
    });
    expect(list.filter((c) => c.documents.exportDocuments !== null).map((c) => c.code)).toEqual(['PL']);
  });

  it('is public reference data: cacheable for 5 minutes, per language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/extra/countries' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers.vary)).toContain('x-locale');
  });
});
