import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser, sessionFrom } from '../../../test/http.js';

describe('GET /api/personal/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the demo customer for the bearer token and for the session cookie alike', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const session = sessionFrom(login);
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { cookie: session.cookie },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byCookie.json()).toEqual(byBearer.json());
    expect(byBearer.json()).toEqual({
      id: expect.any(String),
      email: 'demo@posylka.test',
      emailVerified: true,
      locale: 'uk',
      customerCode: 'UA100001',
      // The demo customer has not typed a Latin name: labels transliterate the Cyrillic one.
      firstName: null,
      lastName: null,
      firstNameCyr: 'Олена',
      lastNameCyr: 'Коваленко',
      middleNameCyr: 'Петрівна',
      phoneNumber: { number: '380671234567', verified: true },
    });
  });

  it('shows a new customer as unverified without a phone', async () => {
    const { token } = await registerUser(t.app, 'fresh@example.com', 'parcel-2026-ok', 'en');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toMatchObject({
      email: 'fresh@example.com',
      emailVerified: false,
      locale: 'en',
      phoneNumber: null,
    });
  });

  it('answers 401 localized without a session, with an unknown token and with a malformed header', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/personal/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errorDescription: 'Увійдіть до особистого кабінету, щоб продовжити.' });

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { authorization: 'Bearer not-a-real-token', 'x-locale': 'ro' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ errorDescription: 'Autentificați-vă pentru a continua.' });

    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me?locale=en',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.json()).toEqual({ errorDescription: 'Please sign in to continue.' });
  });
});
