import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailChanges } from '../../db/schema/index.js';
import { hashToken } from '../../security/tokens.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { bearer, mailsOf, tokenFromMail } from './test-helpers.js';

describe('e-mail change: POST /api/personal/email and /api/auth/email/confirm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (token: string, newEmail: string, currentPassword = 'parcel-2026-ok', locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/personal/email',
      headers: bearer(token, locale),
      payload: { newEmail, currentPassword },
    });
  const confirm = (token: string, locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirm',
      headers: { 'x-locale': locale },
      payload: { token },
    });
  const state = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/personal/email', headers: bearer(token) })).json();
  const login = (email: string, password = 'parcel-2026-ok') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a taken address (any case), the same one and a wrong password with 422 per field', async () => {
    const s = await registerUser(t.app, 'mover@example.com');
    await registerUser(t.app, 'occupied@example.com');
    const takenRes = await ask(s.token, 'Occupied@Example.com');
    expect(takenRes.statusCode).toBe(422);
    expect(takenRes.json().violations).toEqual([
      { property: 'newEmail', message: 'Цю електронну адресу вже зареєстровано.' },
    ]);
    const same = await ask(s.token, 'MOVER@example.com', 'parcel-2026-ok', 'en');
    expect(same.json().violations).toEqual([
      { property: 'newEmail', message: 'This already is the address of your account' },
    ]);
    const wrong = await ask(s.token, 'fresh@example.com', 'wrong-2026', 'en');
    expect(wrong.json().violations).toEqual([
      { property: 'currentPassword', message: 'The current password is wrong' },
    ]);
    const invalid = await ask(s.token, 'not-an-address', 'parcel-2026-ok', 'en');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().violations[0].property).toBe('newEmail');
    expect(await state(s.token)).toEqual({ pending: null });
  });

  it('sends the link to the new address, changes only when confirmed, tells the old one; sign-in with the new', async () => {
    const s = await registerUser(t.app, 'old-box@example.com');
    const asked = await ask(s.token, 'New-Box@Example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().pending.email).toBe('new-box@example.com');
    expect(await state(s.token)).toEqual(asked.json());

    const requested = await mailsOf(t.app, 'new-box@example.com', 'account.email_change_requested');
    expect(requested).toHaveLength(1);
    expect(requested[0]!.text).toContain('new-box@example.com');
    expect(String(requested[0]!.meta.link)).toMatch(
      /^http:\/\/localhost:3000\/confirm-email-change\?token=[\w-]{43}$/,
    );
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await login('old-box@example.com')).statusCode).toBe(200);
    expect((await login('new-box@example.com')).statusCode).toBe(401);

    const token = await tokenFromMail(t.app, 'new-box@example.com', 'account.email_change_requested');
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: 'new-box@example.com' });

    const told = await mailsOf(t.app, 'old-box@example.com', 'account.email_changed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('new-box@example.com');
    expect((await login('old-box@example.com')).statusCode).toBe(401);
    const fresh = await login('new-box@example.com');
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/personal/me', headers: bearer(s.token) });
    expect(me.json()).toMatchObject({ email: 'new-box@example.com', emailVerified: true });
    expect(await state(s.token)).toEqual({ pending: null });

    const again = await confirm(token, 'en');
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([
      { property: 'token', message: 'This link has already been used. Request a new e-mail if you need one' },
    ]);
  });

  it('answers 422 when the new address was taken meanwhile, or the link expired', async () => {
    const s = await registerUser(t.app, 'slowpoke@example.com');
    await ask(s.token, 'contested@example.com');
    const token = await tokenFromMail(t.app, 'contested@example.com', 'account.email_change_requested');
    await registerUser(t.app, 'contested@example.com');
    const res = await confirm(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      { property: 'token', message: 'Цю електронну адресу вже зареєстровано.' },
    ]);
    expect((await login('slowpoke@example.com')).statusCode).toBe(200);

    await ask(s.token, 'later@example.com');
    const late = await tokenFromMail(t.app, 'later@example.com', 'account.email_change_requested');
    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.tokenHash, hashToken(late)));
    const expired = await confirm(late);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().violations[0]).toEqual({
      property: 'token',
      message: 'Термін дії посилання минув. Запросіть новий лист',
    });
  });

  it('requires sign-in to ask', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/personal/email',
      payload: { newEmail: 'x@example.com', currentPassword: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
