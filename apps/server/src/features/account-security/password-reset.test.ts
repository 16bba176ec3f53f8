import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, passwordResets } from '../../db/schema/index.js';
import { hashToken } from '../../security/tokens.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { bearer, mailsOf, tokenFromMail } from './test-helpers.js';

describe('password reset: POST /api/auth/password/forgot and /api/auth/password/reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string, locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      headers: { 'x-locale': locale },
      payload: { email },
    });
  const reset = (token: string, password: string, locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      headers: { 'x-locale': locale },
      payload: { token, password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/personal/me', headers: bearer(token) });

  it('answers the same for a known and an unknown address; only the known one gets the link', async () => {
    await registerUser(t.app, 'forgetful@example.com', 'parcel-2026-ok', 'en');
    const known = await forgot('Forgetful@Example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ accepted: true });
    expect(unknown.body).toBe(known.body);

    const mails = await mailsOf(t.app, 'forgetful@example.com', 'account.password_reset');
    expect(mails).toHaveLength(1);
    const link = String(mails[0]!.meta.link);
    // Absolute, in the account's language (registered in English: /en), with the token.
    expect(link).toMatch(/^http:\/\/localhost:3000\/en\/reset-password\?token=[\w-]{43}$/);
    expect(mails[0]!.subject).toBe('Reset your Posylka password');
    expect(mails[0]!.text).toContain(link);
    expect(await mailsOf(t.app, 'nobody-here@example.com', 'account.password_reset')).toEqual([]);
    // The token is stored only as its sha-256.
    const token = new URL(link).searchParams.get('token')!;
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.idempotencyKey, `account.password_reset:${row!.id}`));
    expect(n?.event).toBe('account.password_reset');
  });

  it('the new password works, the old fails, every old session ends, the account is told; once only', async () => {
    const first = await registerUser(t.app, 'resetter@example.com');
    const other = await login('resetter@example.com', 'parcel-2026-ok');
    expect(other.statusCode).toBe(200);
    const otherToken = (other.json() as { token: string }).token;

    await forgot('resetter@example.com');
    const token = await tokenFromMail(t.app, 'resetter@example.com', 'account.password_reset');
    const done = await reset(token, 'harbour-2027-new');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ passwordReset: true });

    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(otherToken)).statusCode).toBe(401);
    expect((await login('resetter@example.com', 'parcel-2026-ok')).statusCode).toBe(401);
    const fresh = await login('resetter@example.com', 'harbour-2027-new');
    expect(fresh.statusCode).toBe(200);
    // The link reached the mailbox: the address counts as confirmed.
    expect((await me((fresh.json() as { token: string }).token)).json().emailVerified).toBe(true);

    const changed = await mailsOf(t.app, 'resetter@example.com', 'account.password_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.subject).toBe('Пароль Posylka змінено');

    const again = await reset(token, 'another-2028-pass');
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([
      { property: 'token', message: 'Це посилання вже використано. Запросіть новий лист, якщо потрібно' },
    ]);
    expect((await login('resetter@example.com', 'another-2028-pass')).statusCode).toBe(401);
  });

  it('an expired link, an unknown one and one superseded by a newer request answer 422 on `token`', async () => {
    await registerUser(t.app, 'slow-reader@example.com');
    await forgot('slow-reader@example.com');
    const older = await tokenFromMail(t.app, 'slow-reader@example.com', 'account.password_reset');
    await forgot('slow-reader@example.com');
    const newer = await tokenFromMail(t.app, 'slow-reader@example.com', 'account.password_reset');
    expect(newer).not.toBe(older);

    const stale = await reset(older, 'harbour-2027-new', 'en');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().violations).toEqual([
      { property: 'token', message: 'The link has expired. Request a new e-mail' },
    ]);

    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(newer)));
    const expired = await reset(newer, 'harbour-2027-new');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().violations).toEqual([
      { property: 'token', message: 'Термін дії посилання минув. Запросіть новий лист' },
    ]);

    const unknown = await reset('x'.repeat(43), 'harbour-2027-new', 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations).toEqual([
      { property: 'token', message: 'The link is not valid. Request a new e-mail' },
    ]);
    expect((await login('slow-reader@example.com', 'parcel-2026-ok')).statusCode).toBe(200);
  });

  it('a weak new password answers 422 on `password` with the registration rules; the link still works', async () => {
    await registerUser(t.app, 'olena.weak@example.com');
    await forgot('olena.weak@example.com');
    const token = await tokenFromMail(t.app, 'olena.weak@example.com', 'account.password_reset');
    const cases: Array<[string, string]> = [
      ['short1', 'At least 8 characters'],
      ['onlyletters', 'The password must contain at least one letter and one digit'],
      ['olena.weak2027', 'The password must not contain your e-mail address'],
      [
        'password1',
        'This password is too common and appears in lists of breached passwords. Choose another one',
      ],
    ];
    for (const [password, message] of cases) {
      const res = await reset(token, password, 'en');
      expect(res.statusCode, password).toBe(422);
      expect(res.json().violations, password).toEqual([{ property: 'password', message }]);
    }
    expect((await reset(token, 'harbour-2027-new')).statusCode).toBe(200);
  });

  it('sends at most 5 links an hour to one account, answering the same', async () => {
    await registerUser(t.app, 'flooded@example.com');
    for (let i = 0; i < 7; i++)
      expect((await forgot('flooded@example.com')).json()).toEqual({ accepted: true });
    expect(await mailsOf(t.app, 'flooded@example.com', 'account.password_reset')).toHaveLength(5);
  });

  it('is rate limited per client like sign-in (AUTH_RATE_LIMIT_MAX)', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/password/forgot',
          payload: { email: 'a@b.co' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
