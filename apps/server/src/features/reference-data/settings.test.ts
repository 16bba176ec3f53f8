import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocumentsResponse, SettingsResponse } from '@posylka/contract';
import { settings, SETTINGS_KEYS } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, locale = 'uk'): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.json();
};

describe('GET /api/extra/settings (SPEC §3 forwarding and buy-out settings)', () => {
  it('"Defaults: customs 10, VAT 20, service 3", 150 EUR free limit, as decimal strings', async () => {
    const { forwarding } = await get<SettingsResponse>('/api/extra/settings');
    expect(forwarding).toMatchObject({
      percentCustomsClearance: '10',
      percentValueAddedTax: '20',
      percentFeeForService: '3',
      percentGuarantee: '1',
      countryLimitPriceCustomsClearance: { amount: '150', currency: 'EUR' },
      ratesDate: '2022-11-09',
    });
    expect(forwarding.rates).toMatchObject({ UAH: '1', USD: '36.5686', EUR: '36.5375', KRW: '0.026408' });
  });

  it('buy-out: "fee 10% of goods cost", insurance 2%, "7 USD per 0.5 kg" first tariff', async () => {
    const { buyout } = await get<SettingsResponse>('/api/extra/settings');
    expect(buyout).toMatchObject({ currency: 'USD', percentServiceFee: '10', percentInsuranceFee: '2' });
    expect(buyout.tariffs[0]).toEqual({ price: '7', to: '0.5' });
  });

  it('serves a value stored in the database over the default, once the 30 s reference cache expires', async () => {
    await t.db
      .update(settings)
      .set({ value: { percentServiceFee: 12.5 } })
      .where(eq(settings.key, SETTINGS_KEYS.buyout));
    // The answer above is still cached by this instance.
    expect((await get<SettingsResponse>('/api/extra/settings')).buyout.percentServiceFee).toBe('10');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31_000);
      const { buyout } = await get<SettingsResponse>('/api/extra/settings');
      expect(buyout.percentServiceFee).toBe('12.5');
      expect(buyout.percentInsuranceFee).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 304 to a matching If-None-Match (ETag of the cached answer)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/extra/settings' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/extra/settings',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/extra/documents', () => {
  it('labels the invoice file types and document kinds in the request language', async () => {
    const uk = await get<DocumentsResponse>('/api/extra/documents');
    expect(uk.invoiceFileTypes.map((f) => f.type)).toEqual([
      'default',
      'default_by_user',
      'bank_statement',
      'other',
    ]);
    expect(uk.invoiceFileTypes[0]?.label).toBe('Інвойс');
    expect(uk.documentKinds.find((d) => d.kind === 'power_attorney')?.label).toBe('Лист-довіреність');
    const ro = await get<DocumentsResponse>('/api/extra/documents', 'ro');
    expect(ro.documentKinds.find((d) => d.kind === 'statement')?.label).toBe('Declarație');
  });

  it('"export documents above 1000 EUR; Poland: statement, powers, power-of-attorney letter"', async () => {
    const { exportDocuments, files } = await get<DocumentsResponse>('/api/extra/documents');
    expect(exportDocuments).toEqual({
      threshold: { amount: '1000', currency: 'EUR' },
      countries: [{ code: 'PL', kinds: ['statement', 'powers', 'power_attorney'] }],
    });
    expect(files.maxBytes).toBe(5 * 1024 * 1024);
  });
});
