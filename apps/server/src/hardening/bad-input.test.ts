// Issue 15 "Hardening", as route tests that name each reproduction: one request froze the server
// (item 1), bad input answered 500 (item 4 of the issue), and a buy-out draft kept a data: link (item 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { registerUser } from '../../test/http.js';

let t: TestApp;
let token: string;
let draftId: string;

type Method = 'GET' | 'POST' | 'PUT';
function call(signedIn: boolean, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-locale': 'en', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

function violations(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of (res.json() as { violations?: { property: string; message: string }[] }).violations ?? []) {
    out[v.property] ??= v.message;
  }
  return out;
}

const US_DRAFT = {
  country: 'US',
  company: 'Some shop',
  number: `LB${Date.now().toString(36).toUpperCase()}77`,
  receivedTrackNumber: true,
  items: [
    { categoryId: 1, name: 'Cotton T-shirt', quantity: 2, unitPrice: { amount: '30.00', currency: 'USD' } },
  ],
};

const FORBIDDEN = 'The text contains characters that are not allowed';
const NUL = 'Nike\u0000';
const LONE_SURROGATE = 'Olena\ud800';

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app, `hardening-${Date.now()}@example.com`));
  const res = await call(true, 'POST', '/orders/draft', US_DRAFT);
  expect(res.statusCode).toBe(201);
  draftId = (res.json() as { id: string }).id;
});
afterAll(() => t.close());

describe('issue 15: one request freezes the server', () => {
  it('a 200,000-character company on PUT /orders/draft/{id} answers 422, not 500', async () => {
    const res = await call(true, 'PUT', `/orders/draft/${draftId}`, {
      ...US_DRAFT,
      company: 'a'.repeat(200_000),
    });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ company: 'At most 20000 characters' });
  });

  it('the free-text company is bounded like a company name (250)', async () => {
    const res = await call(true, 'PUT', `/orders/draft/${draftId}`, {
      ...US_DRAFT,
      company: 'a'.repeat(251),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(['company']);
    const ok = await call(true, 'PUT', `/orders/draft/${draftId}`, { ...US_DRAFT, company: 'a'.repeat(250) });
    expect(ok.statusCode).toBe(200);
  });

  it('GET /extra/companies?countryCode=<15,500 letters>%00 answers 422', async () => {
    const res = await call(false, 'GET', `/extra/companies?countryCode=${'a'.repeat(15_500)}%00`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(['countryCode']);
  });
});

describe('issue 15: 500 on bad input (NUL, lone surrogates, huge values)', () => {
  it('anonymous routes refuse a NUL byte in params and query with 422 on the field', async () => {
    for (const url of [
      '/catalog/shops?search=nike%00',
      '/catalog/shops/nike%00',
      '/catalog/categories?search=%00',
      '/extra/companies?countryCode=US%00',
      '/hs/list?search=85%00',
    ]) {
      const res = await call(false, 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(Object.values(violations(res)), url).toContain(FORBIDDEN);
    }
  });

  it('signed-in bodies refuse NUL and a lone surrogate on the exact property, in the request language', async () => {
    const nul = await call(true, 'PUT', `/orders/draft/${draftId}`, { ...US_DRAFT, company: NUL });
    expect(nul.statusCode).toBe(422);
    expect(violations(nul)).toEqual({ company: FORBIDDEN });

    const buyout = await call(true, 'POST', '/buyout/draft', {
      products: [{ link: 'https://www.amazon.com/dp/B0001', name: 'Shoes' }],
      recipient: { firstName: LONE_SURROGATE, lastName: 'Koval' },
    });
    expect(buyout.statusCode).toBe(422);
    expect(violations(buyout)).toEqual({ 'recipient.firstName': FORBIDDEN });

    const uk = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/draft/${draftId}`,
      headers: { 'x-locale': 'uk', authorization: `Bearer ${token}` },
      payload: { ...US_DRAFT, items: [{ ...US_DRAFT.items[0], name: NUL }] },
    });
    expect(uk.statusCode).toBe(422);
    expect(violations(uk)).toEqual({ 'items[0].name': 'Текст містить недопустимі символи' });
  });

  it('a price of 99999999999999999999999.99 and huge numbers answer 422', async () => {
    const price = await call(true, 'PUT', `/orders/draft/${draftId}`, {
      ...US_DRAFT,
      items: [{ ...US_DRAFT.items[0], unitPrice: { amount: '99999999999999999999999.99', currency: 'USD' } }],
    });
    expect(price.statusCode).toBe(422);
    expect(Object.keys(violations(price))).toEqual(['items[0].unitPrice.amount']);
    const number = await call(true, 'PUT', `/orders/draft/${draftId}`, {
      ...US_DRAFT,
      items: [{ ...US_DRAFT.items[0], quantity: 1e300 }],
    });
    expect(number.statusCode).toBe(422);
    const buyout = await call(true, 'POST', '/buyout/draft', {
      products: [
        { link: 'https://www.amazon.com/dp/B0002', name: 'Shoes', price: '99999999999999999999999.99' },
      ],
    });
    expect(buyout.statusCode).toBe(422);
    expect(violations(buyout)).toEqual({ 'products[0].price': 'The value must be at most 10000000' });
  });

  it('a body nested thousands deep answers 422, not a stack overflow', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/buyout/draft',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-locale': 'en' },
      payload: `{"products":${deep}}`,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('issue 15: links accept http(s) only', () => {
  it('a buy-out draft with a data: or javascript: product link answers 422 on products[0].link', async () => {
    for (const link of [
      'data:text/html,<script>alert(1)</script>',
      'JavaScript:alert(1)',
      'java\tscript:x',
    ]) {
      const res = await call(true, 'POST', '/buyout/draft', { products: [{ link, name: 'Shoes' }] });
      expect(res.statusCode, link).toBe(422);
      expect(violations(res), link).toEqual({
        'products[0].link': 'Paste a product link starting with http:// or https://',
      });
    }
    const ok = await call(true, 'POST', '/buyout/draft', {
      products: [{ link: 'https://www.amazon.com/dp/B0003', name: 'Shoes' }],
    });
    expect(ok.statusCode).toBe(201);
  });
});
