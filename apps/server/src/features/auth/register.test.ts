import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { cookiesOf, outboxFor, registerUser, setCookieHeaders } from '../../../test/http.js';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 201 with a token, sets the httpOnly session and readable csrf cookies, and sends the confirmation e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-locale': 'ru' },
      payload: { email: '  Olena.New@Example.COM ', password: 'parcel-2026-ok' },
    });
    expect(res.statusCode).toBe(201);
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    expect(cookiesOf(res).session).toBe(token);
    const [session, csrf] = setCookieHeaders(res);
    expect(session).toMatch(/^session=.+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect(csrf).toMatch(/^csrf_token=[\w-]{43}; Path=\/; Expires=.+; SameSite=Lax$/);
    expect(session).not.toMatch(/Secure/); // PUBLIC_URL is http in tests

    // Stored lower-cased and trimmed, with a personal customer code "UA" + 6 digits.
    const [row] = await t.db.select().from(users).where(eq(users.email, 'olena.new@example.com'));
    expect(row?.customerCode).toMatch(/^UA\d{6}$/);
    expect(row?.locale).toBe('ru');
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await outboxFor(t.app, 'olena.new@example.com');
    expect(mail?.subject).toBe('Подтвердите адрес электронной почты');
    // The link opens the page in the customer's language: /ru prefix, token in the query.
    expect(mail?.meta.link).toMatch(/^http:\/\/localhost:3000\/ru\/verify-email\?token=[\w-]{43}$/);
    expect(mail?.text).toContain(String(mail?.meta.link));
  });

  it('answers 422 with a violation on `email` when the e-mail is taken (any letter case), in Ukrainian', async () => {
    await registerUser(t.app, 'taken@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'TAKEN@example.com', password: 'another-2026-pass' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errorDescription: 'Перевірте правильність заповнення полів.',
      violations: [{ property: 'email', message: 'Цю електронну адресу вже зареєстровано.' }],
    });
  });

  it('answers the taken e-mail in English when x-locale is en', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-locale': 'en' },
      payload: { email: 'taken@example.com', password: 'another-2026-pass' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errorDescription: 'Please check the highlighted fields.',
      violations: [{ property: 'email', message: 'This e-mail address is already registered.' }],
    });
  });

  it('rejects a weak password with 422 on `password` using the domain messages', async () => {
    const noDigit = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'weak@example.com', password: 'onlyletters' },
    });
    expect(noDigit.statusCode).toBe(422);
    expect(noDigit.json().violations).toEqual([
      { property: 'password', message: 'Пароль має містити хоча б одну літеру й одну цифру' },
    ]);

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-locale': 'en' },
      payload: { email: 'weak@example.com', password: 'ab1' },
    });
    expect(short.statusCode).toBe(422);
    const [violation] = short.json().violations as { property: string; message: string }[];
    expect(violation?.property).toBe('password');
    expect(violation?.message).toMatch(/8/); // "at least 8 characters" in the domain wording
    expect(await outboxFor(t.app, 'weak@example.com')).toEqual([]);
  });

  it('refuses common passwords (issue 15: password1, qwerty123 were accepted) with 422 on `password` in five languages', async () => {
    const expected: Record<string, string> = {
      uk: 'Цей пароль надто поширений і є у списках зламаних паролів. Придумайте інший',
      ru: 'Этот пароль слишком распространён и есть в списках взломанных паролей. Придумайте другой',
      en: 'This password is too common and appears in lists of breached passwords. Choose another one',
      ro: 'Această parolă este prea răspândită și apare în listele de parole compromise. Alegeți alta',
      eng: 'This password is too common and appears in lists of breached passwords. Choose another one',
    };
    for (const [locale, message] of Object.entries(expected)) {
      for (const password of ['password1', 'qwerty123', 'Password1']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-locale': locale },
          payload: { email: 'common@example.com', password },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().violations).toEqual([{ property: 'password', message }]);
      }
    }
    expect(await outboxFor(t.app, 'common@example.com')).toEqual([]);
  });

  it('rejects a malformed e-mail with 422 on `email`', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-locale': 'en' },
      payload: { email: 'not-an-email', password: 'parcel-2026-ok' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ property: 'email', message: expect.any(String) }]);
  });
});
