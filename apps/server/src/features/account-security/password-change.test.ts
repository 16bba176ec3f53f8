import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { bearer, mailsOf } from './test-helpers.js';

describe('POST /api/personal/password: the signed-in customer changes the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: object, locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/personal/password',
      headers: bearer(token, locale),
      payload: body,
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/personal/me', headers: bearer(token) });

  it('needs the right current password (422 on `currentPassword`), then ends only the other sessions', async () => {
    const current = await registerUser(t.app, 'changer@example.com');
    const other = (await login('changer@example.com', 'parcel-2026-ok')).json() as { token: string };

    const wrong = await change(current.token, {
      currentPassword: 'nope-2026',
      newPassword: 'harbour-2027-new',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().violations).toEqual([
      { property: 'currentPassword', message: 'Поточний пароль неправильний' },
    ]);
    expect((await me(other.token)).statusCode).toBe(200);

    const ok = await change(current.token, {
      currentPassword: 'parcel-2026-ok',
      newPassword: 'harbour-2027-new',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ passwordChanged: true });
    expect((await me(current.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await login('changer@example.com', 'parcel-2026-ok')).statusCode).toBe(401);
    expect((await login('changer@example.com', 'harbour-2027-new')).statusCode).toBe(200);
    const mails = await mailsOf(t.app, 'changer@example.com', 'account.password_changed');
    expect(mails).toHaveLength(1);
  });

  it('validates the new one as registration does and asks for a different one', async () => {
    const s = await registerUser(t.app, 'olena.rules@example.com');
    const cases: Array<[string, string]> = [
      ['parcel-2026-ok', 'The new password must differ from the current one'],
      ['short1', 'At least 8 characters'],
      ['olena.rules1', 'The password must not contain your e-mail address'],
      [
        'qwerty123',
        'This password is too common and appears in lists of breached passwords. Choose another one',
      ],
    ];
    for (const [newPassword, message] of cases) {
      const res = await change(s.token, { currentPassword: 'parcel-2026-ok', newPassword }, 'en');
      expect(res.statusCode, newPassword).toBe(422);
      expect(res.json().violations, newPassword).toEqual([{ property: 'newPassword', message }]);
    }
    expect(await mailsOf(t.app, 'olena.rules@example.com', 'account.password_changed')).toEqual([]);
  });

  it('guessing the current password locks it like sign-in does (429 after 5 wrong tries)', async () => {
    const s = await registerUser(t.app, 'guessed@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await change(s.token, {
        currentPassword: `guess-${i}-2026`,
        newPassword: 'harbour-2027-new',
      });
      expect(res.statusCode).toBe(422);
    }
    const locked = await change(s.token, {
      currentPassword: 'parcel-2026-ok',
      newPassword: 'harbour-2027-new',
    });
    expect(locked.statusCode).toBe(429);
  });

  it('requires sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/personal/password',
      payload: { currentPassword: 'a', newPassword: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});
