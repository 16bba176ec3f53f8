import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternationalCompaniesResponse, InternationalCompanyResponse } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CATALOG_SHOPS } from '../../db/seed/catalog/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, locale = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api/international${url}`, headers: { 'x-locale': locale } });

describe('GET /api/international/{country}/companies (SPEC §7)', () => {
  it("lists every shop of the country, most popular first, with the country's name", async () => {
    const res = await get('/jp/companies', 'en');
    expect(res.statusCode).toBe(200);
    const body: InternationalCompaniesResponse = res.json();
    expect(body.country).toEqual({ code: 'JP', name: 'Japan' });
    expect(body.items.map((s) => s.slug)).toEqual(
      CATALOG_SHOPS.filter((s) => s.countries.includes('JP')).map((s) => s.slug),
    );
  });

  it('refuses an unknown country with a violation on country', async () => {
    const res = await get('/zz/companies');
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0].property).toBe('country');
  });
});

describe('GET /api/international/{country}?company= (SPEC §7)', () => {
  it("gives the shop's entry for a country it ships from", async () => {
    const res = await get('/pl?company=zalando');
    expect(res.statusCode).toBe(200);
    const body: InternationalCompanyResponse = res.json();
    expect(body.country).toEqual({ code: 'PL', name: 'Польща' });
    expect(body.company).toMatchObject({ slug: 'zalando', title: 'Zalando' });
  });

  it('answers 404 for a shop that does not ship from that country, and 422 without a company', async () => {
    expect((await get('/us?company=zalando')).statusCode).toBe(404);
    expect((await get('/us?company=nope')).statusCode).toBe(404);
    const res = await get('/us');
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0].property).toBe('company');
  });
});
