import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type MeResponse, type StockAddressSet } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser, type Session } from '../../../test/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function patchMe(session: Session, payload: unknown, locale = 'uk') {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/personal/me',
    headers: { authorization: `Bearer ${session.token}`, 'x-locale': locale },
    payload: payload as Record<string, unknown>,
  });
}

async function me(session: Session): Promise<MeResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/personal/me',
    headers: { authorization: `Bearer ${session.token}` },
  });
  return res.json<MeResponse>();
}

async function warehouseRecipient(session: Session) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/personal/stock/addresses?countryCode=US',
    headers: { authorization: `Bearer ${session.token}` },
  });
  return res.json<StockAddressSet>().recipient;
}

describe('PATCH /api/personal/me (issue 13 item 10 "Profile")', () => {
  it('"returns also the Latin firstName and lastName": saved by PATCH, read back by GET', async () => {
    const session = await registerUser(t.app, 'olena.profile@example.com');
    const res = await patchMe(session, {
      firstName: ' Olena ',
      lastName: 'O’Brien',
      firstNameCyr: 'Олена',
      lastNameCyr: 'Коваленко',
      middleNameCyr: 'Петрівна',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const expected = {
      firstName: 'Olena',
      // Typographic apostrophes are stored as ASCII for the label.
      lastName: "O'Brien",
      firstNameCyr: 'Олена',
      lastNameCyr: 'Коваленко',
      middleNameCyr: 'Петрівна',
    };
    expect(res.json()).toMatchObject({ email: 'olena.profile@example.com', ...expected });
    expect(await me(session)).toMatchObject(expected);
  });

  it('"taking any of" the names: a missing key keeps the name, "" and null clear it', async () => {
    const session = await registerUser(t.app, 'partial.profile@example.com');
    await patchMe(session, { firstName: 'Petro', lastName: 'Shevchenko', middleNameCyr: 'Іванович' });
    const res = await patchMe(session, { lastName: 'Franko', middleNameCyr: '' });
    expect(res.json()).toMatchObject({ firstName: 'Petro', lastName: 'Franko', middleNameCyr: null });
    await patchMe(session, { firstName: null });
    expect(await me(session)).toMatchObject({ firstName: null, lastName: 'Franko' });
    // An empty patch changes nothing; keys that are not names are not saved.
    const empty = await patchMe(session, { email: 'someone.else@example.com', customerCode: 'UA1' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ email: 'partial.profile@example.com', lastName: 'Franko' });
  });

  it('answers 422 per field in the request language: "Latin letters, space, hyphen, apostrophe; 2..60"', async () => {
    const session = await registerUser(t.app, 'bad.names@example.com');
    const en = await patchMe(
      session,
      { firstName: 'Олена', lastName: 'A'.repeat(61), firstNameCyr: 'olena', lastNameCyr: 'Коваленко' },
      'en',
    );
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      errorDescription: expect.any(String),
      violations: [
        {
          property: 'firstName',
          message:
            "In Latin letters as in your international passport: letters, space, hyphen or apostrophe, e.g. Olena or O'Brien",
        },
        { property: 'lastName', message: 'At most 60 characters' },
        {
          property: 'firstNameCyr',
          message: 'Enter it in Ukrainian Cyrillic with a capital letter, e.g. Олена or Анна-Марія',
        },
      ],
    });
    const uk = await patchMe(session, { lastName: 'K' });
    expect(uk.json()).toMatchObject({ violations: [{ property: 'lastName', message: 'Мінімум 2 символи' }] });
    // Nothing of a refused request is saved, not even its valid names.
    expect(await me(session)).toMatchObject({ firstName: null, lastName: null, lastNameCyr: null });
  });

  it('"Strings have a maximum; reject NUL characters": huge or NUL-carrying names and non-text are refused', async () => {
    const session = await registerUser(t.app, 'nul.names@example.com');
    const res = await patchMe(
      session,
      {
        firstName: 'Ole\u0000na',
        lastName: 'B'.repeat(100_000),
        middleNameCyr: 'Петр\u0000івна',
        lastNameCyr: 7,
      },
      'en',
    );
    // NUL and the oversized string are refused by the input guard every route has (issue 15), on
    // their fields, before the names' own rules run.
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json<{ violations: { property: string }[] }>()
        .violations.map((v) => v.property)
        .sort(),
    ).toEqual(['firstName', 'lastName', 'middleNameCyr']);
    const notText = await patchMe(session, { lastNameCyr: 7 }, 'en');
    expect(notText.statusCode).toBe(422);
    expect(notText.json<{ violations: { property: string }[] }>().violations.map((v) => v.property)).toEqual([
      'lastNameCyr',
    ]);
    const notAnObject = await patchMe(session, ['Olena'], 'en');
    expect(notAnObject.statusCode).toBe(422);
  });

  it('answers 401 without a session and 403 for a cookie write without the CSRF header', async () => {
    const none = await t.app.inject({
      method: 'PATCH',
      url: '/api/personal/me',
      payload: { firstName: 'Olena' },
    });
    expect(none.statusCode).toBe(401);
    const session = await registerUser(t.app, 'csrf.profile@example.com');
    const noCsrf = await t.app.inject({
      method: 'PATCH',
      url: '/api/personal/me',
      headers: { cookie: session.cookie },
      payload: { firstName: 'Olena' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const withCsrf = await t.app.inject({
      method: 'PATCH',
      url: '/api/personal/me',
      headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrf },
      payload: { firstName: 'Olena' },
    });
    expect(withCsrf.statusCode).toBe(200);
  });
});

describe('the warehouse address abroad "uses the Latin name (fallback as today only when no name is set)"', () => {
  it('e-mail local part without a name, the Latin name once given, back to the fallback once cleared', async () => {
    const session = await registerUser(t.app, 'mariia.label@example.com');
    expect(await warehouseRecipient(session)).toMatchObject({ name: 'mariia.label', nameFromEmail: true });

    await patchMe(session, { firstNameCyr: 'Марія', lastNameCyr: 'Лисенко' });
    expect(await warehouseRecipient(session)).toMatchObject({ name: 'Mariia Lysenko', nameFromEmail: false });

    await patchMe(session, { firstName: 'Maria', lastName: 'Lysenko-Smith' });
    const recipient = await warehouseRecipient(session);
    expect(recipient).toMatchObject({ name: 'Maria Lysenko-Smith', nameFromEmail: false });

    await patchMe(session, { firstName: '', lastName: '', firstNameCyr: '', lastNameCyr: '' });
    expect(await warehouseRecipient(session)).toMatchObject({ name: 'mariia.label', nameFromEmail: true });
  });
});
