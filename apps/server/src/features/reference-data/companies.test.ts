import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyItem, ValidationErrorBody } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: string, locale = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api/extra/companies${query}`, headers: { 'x-locale': locale } });

describe('GET /api/extra/companies?countryCode', () => {
  it('lists the shops of the US with Amazon first, which may need a locker code', async () => {
    const res = await get('?countryCode=US');
    expect(res.statusCode).toBe(200);
    const list: CompanyItem[] = res.json();
    expect(list[0]).toMatchObject({ name: 'Amazon', label: 'amazon.com', mayNeedPassword: true });
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['eBay', 'iHerb', 'Walmart', "Carter's"]));
    expect(list.find((c) => c.name === 'eBay')?.mayNeedPassword).toBe(false);
  });

  it('accepts a lower-case code: InPost in Poland may need a code', async () => {
    const list: CompanyItem[] = (await get('?countryCode=pl')).json();
    expect(list.find((c) => c.name.startsWith('InPost'))?.mayNeedPassword).toBe(true);
  });

  it('answers 422 with a violation on countryCode for an unknown country, in the request language', async () => {
    const res = await get('?countryCode=XX');
    expect(res.statusCode).toBe(422);
    const body: ValidationErrorBody = res.json();
    expect(body.violations).toEqual([
      { property: 'countryCode', message: 'Країну з кодом «XX» не знайдено.' },
    ]);
    const en: ValidationErrorBody = (await get('?countryCode=XX', 'en')).json();
    expect(en.violations[0]?.message).toBe('There is no country with the code "XX".');
  });

  it('answers 422 with a violation on countryCode when it is missing', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(422);
    expect((res.json() as ValidationErrorBody).violations.map((v) => v.property)).toEqual(['countryCode']);
  });
});
