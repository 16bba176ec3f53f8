import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationErrorBody } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rate = (from: string, to: string, locale = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api/extra/rates/${from}/${to}`, headers: { 'x-locale': locale } });

describe('GET /api/extra/rates/{from}/{to} (SPEC §3 "Rate response: ratio")', () => {
  it('USD to UAH is the NBU snapshot rate 36.5686', async () => {
    const res = await rate('USD', 'UAH');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ratio: '36.5686' });
  });

  it('UAH to USD is the inverse, 1 / 36.5686 = 0.027345865 (10 decimals, trailing zero dropped)', async () => {
    expect((await rate('UAH', 'USD')).json()).toEqual({ ratio: '0.027345865' });
  });

  it('EUR to USD crosses through UAH: 36.5375 / 36.5686 = 0.9991495436', async () => {
    expect((await rate('EUR', 'USD')).json()).toEqual({ ratio: '0.9991495436' });
  });

  it('takes lower-case codes and gives 1 for the same currency', async () => {
    expect((await rate('gbp', 'GBP')).json()).toEqual({ ratio: '1' });
  });

  it('answers 422 with a localized violation on the unknown code', async () => {
    const res = await rate('USD', 'XYZ', 'en');
    expect(res.statusCode).toBe(422);
    const body: ValidationErrorBody = res.json();
    expect(body.violations).toEqual([{ property: 'to', message: 'The currency "XYZ" is not supported.' }]);
    const from: ValidationErrorBody = (await rate('RUB', 'UAH')).json();
    expect(from.violations).toEqual([{ property: 'from', message: 'Валюту з кодом «RUB» не підтримано.' }]);
  });

  it('answers 422 for a code that is not three letters', async () => {
    const res = await rate('US1', 'UAH');
    expect(res.statusCode).toBe(422);
    expect((res.json() as ValidationErrorBody).violations[0]?.property).toBe('from');
  });
});
