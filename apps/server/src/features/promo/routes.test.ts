import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser, sessionFrom } from '../../../test/http.js';
import { churnOffers } from '../../db/schema/index.js';
import { DEMO_CUSTOMER } from '../../db/seed/index.js';
import { checkPromoCode } from './index.js';

let t: TestApp;
let user: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  user = (await registerUser(t.app, 'promo-user@example.com')).token;
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/personal/me',
    headers: { authorization: `Bearer ${user}` },
  });
  userId = (me.json() as { id: string }).id;
});
afterAll(() => t.close());

function check(body: object, locale = 'en', token: string | null = user) {
  return t.app.inject({
    method: 'POST',
    url: '/api/validate-promo-code',
    headers: { 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
}

describe('POST /api/validate-promo-code (SPEC §7: code, country, service, hsCodes -> status, value, restrictedValue, restrictedByHsCodes)', () => {
  it('a valid code: "Promo: 100 UAH off delivery"; codes are case-insensitive', async () => {
    const res = await check({ code: ' welcome100 ', country: 'de', service: 'forwarding' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      value: { amount: '100.00', currency: 'UAH' },
      restrictedValue: null,
      restrictedByHsCodes: null,
      expired: false,
      used: false,
      usedUp: false,
      format: 'amount',
      message: null,
    });
  });

  it('an unknown code and the eight-underscore placeholder are invalid (200, status false)', async () => {
    for (const code of ['NO-SUCH-CODE', '________']) {
      const res = await check({ code, country: 'US', service: 'forwarding' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: false,
        value: null,
        expired: false,
        message: 'The promo code is invalid or has expired',
      });
    }
  });

  it('"expired codes rejected": expired is true', async () => {
    const res = await check({ code: 'SPRING2025', country: 'US', service: 'forwarding' }, 'uk');
    expect(res.json()).toMatchObject({
      status: false,
      expired: true,
      message: 'Промокод недійсний або термін його дії минув',
    });
  });

  it('wrong country and wrong service are refused', async () => {
    expect((await check({ code: 'SHOPUSA50', country: 'GB', service: 'buyout' })).json()).toMatchObject({
      status: false,
      expired: false,
    });
    expect((await check({ code: 'SHOPUSA50', country: 'US', service: 'forwarding' })).json()).toMatchObject({
      status: false,
    });
    expect((await check({ code: 'SHOPUSA50', country: 'US', service: 'buyout' })).json()).toMatchObject({
      status: true,
      value: { amount: '50.00', currency: 'UAH' },
    });
    expect((await check({ code: 'POSYLKA100', country: 'US', service: 'buyout' })).json()).toMatchObject({
      status: false,
    });
  });

  it('"restricted ... by category (books and magazines)": judged by the order\'s HS codes', async () => {
    const books = await check({
      code: 'BOOKS15',
      country: 'US',
      service: 'forwarding',
      hsCodes: ['4901.99', '8517'],
    });
    expect(books.json()).toEqual({
      status: true,
      value: { amount: '15.00', currency: 'UAH' },
      restrictedValue: { amount: '200.00', currency: 'UAH' },
      restrictedByHsCodes: ['4901', '4902'],
      expired: false,
      used: false,
      usedUp: false,
      format: 'percent',
      message: null,
    });
    const phones = await check({
      code: 'BOOKS15',
      country: 'US',
      service: 'forwarding',
      hsCodes: ['8517.13'],
    });
    expect(phones.json()).toMatchObject({
      status: false,
      restrictedByHsCodes: ['4901', '4902'],
      message: 'The promo code does not apply to the product categories in this order',
    });
  });

  it('checks the body (422 per field) and needs a session (401)', async () => {
    const res = await check({ code: '', country: 'USA', service: 'delivery' });
    expect(res.statusCode).toBe(422);
    expect(
      (res.json() as { violations: { property: string }[] }).violations.map((v) => v.property).sort(),
    ).toEqual(['code', 'country', 'service']);
    expect(
      (await check({ code: 'WELCOME100', country: 'US', service: 'forwarding' }, 'en', null)).statusCode,
    ).toBe(401);
  });

  it('checkPromoCode (for the orders feature) gives the message code of the `promoCode` violation', async () => {
    const result = await checkPromoCode(t.db, {
      code: 'BOOKS15',
      country: 'US',
      service: 'forwarding',
      hsCodes: ['6109'],
      userId,
    });
    expect(result).toMatchObject({
      status: false,
      rejection: 'category',
      messageCode: 'promoCode.categoryRestricted',
    });
  });
});

describe('GET /api/churn/active', () => {
  it('the demo customer has the seeded churn offer', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const demo = sessionFrom(login).token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/churn/active',
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(res.statusCode).toBe(200);
    const { offer } = res.json() as {
      offer: { discountAmount: unknown; restrictedValue: unknown; expiredAt: string };
    };
    expect(offer).toMatchObject({
      discountAmount: { amount: '150.00', currency: 'UAH' },
      restrictedValue: null,
    });
    expect(new Date(offer.expiredAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('null without an offer, and once the offer has expired or was used', async () => {
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/churn/active', headers: { authorization: `Bearer ${user}` } });
    expect((await get()).json()).toEqual({ offer: null });
    await t.db
      .insert(churnOffers)
      .values({ userId, discountAmount: '80.00', expiredAt: new Date(Date.now() - 1000) });
    expect((await get()).json()).toEqual({ offer: null });
    await t.db.insert(churnOffers).values({
      userId,
      discountAmount: '90.00',
      restrictedValue: '60.00',
      expiredAt: new Date(Date.now() + 86_400_000),
      usedAt: new Date(),
    });
    expect((await get()).json()).toEqual({ offer: null });
    await t.db.insert(churnOffers).values({
      userId,
      discountAmount: '70.00',
      restrictedValue: '60.00',
      expiredAt: new Date(Date.now() + 86_400_000),
    });
    expect((await get()).json()).toMatchObject({
      offer: {
        discountAmount: { amount: '70.00', currency: 'UAH' },
        restrictedValue: { amount: '60.00', currency: 'UAH' },
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/churn/active' })).statusCode).toBe(401);
  });
});
