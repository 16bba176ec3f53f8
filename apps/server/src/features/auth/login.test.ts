import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { cookiesOf, registerUser, sessionFrom, setCookieHeaders } from '../../../test/http.js';

describe('POST /api/auth/login and /api/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-locale': locale },
      payload: { email, password },
    });

  it('signs the seeded demo customer in (e-mail in any case) with a token and session cookies', async () => {
    const res = await login(DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password);
    expect(res.statusCode).toBe(200);
    const session = sessionFrom(res);
    expect(res.json()).toEqual({ token: session.token });
  });

  it('answers 401 with the same message for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await login(DEMO_CUSTOMER.email, 'wrong-password-1');
    const unknownEmail = await login('nobody@example.com', 'wrong-password-1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ errorDescription: 'Неправильна електронна адреса або пароль.' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(setCookieHeaders(wrongPassword)).toEqual([]);
    const en = await login('nobody@example.com', 'x', 'en');
    expect(en.json()).toEqual({ errorDescription: 'Wrong e-mail or password.' });
  });

  it('logout with the bearer token ends the session: the same token then gets 401', async () => {
    const { token } = await registerUser(t.app, 'leaving@example.com');
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/personal/me', headers: auth })).statusCode).toBe(
      200,
    );

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(204);
    const cleared = setCookieHeaders(out);
    expect(cleared.some((c) => /^session=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cleared.some((c) => /^csrf_token=;/.test(c))).toBe(true);

    const after = await t.app.inject({ method: 'GET', url: '/api/personal/me', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('a cookie-authenticated write without x-csrf-token is refused with 403 and changes nothing', async () => {
    const session = await registerUser(t.app, 'cookie-user@example.com');
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({
      errorDescription: 'Запит відхилено з міркувань безпеки. Оновіть сторінку та спробуйте ще раз.',
    });

    const wrongHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, 'x-csrf-token': 'forged' },
    });
    expect(wrongHeader.statusCode).toBe(403);

    // The session survived both attempts; with the header echoing the csrf cookie the write goes through.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { cookie: session.cookie },
    });
    expect(me.statusCode).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('the CSRF token is bound to the session (issue 15): a CSRF cookie from another session is refused', async () => {
    const victim = await registerUser(t.app, 'csrf-victim@example.com');
    const attacker = await registerUser(t.app, 'csrf-attacker@example.com');
    expect(victim.csrf).not.toBe(attacker.csrf);
    // The attacker plants their own (valid) CSRF cookie beside the victim's session and echoes it.
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: `session=${victim.token}; csrf_token=${attacker.csrf}`,
        'x-csrf-token': attacker.csrf,
      },
    });
    expect(planted.statusCode).toBe(403);

    // A read with a stale (unbound) CSRF cookie gets this session's token back; writes then work.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { cookie: `session=${victim.token}; csrf_token=old-random-value` },
    });
    expect(read.statusCode).toBe(200);
    expect(cookiesOf(read).csrf_token).toBe(victim.csrf);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: victim.cookie, 'x-csrf-token': victim.csrf },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('bearer-authenticated writes need no CSRF header (the token is not ambient)', async () => {
    const session = await registerUser(t.app, 'bearer-user@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(204);
  });
});
