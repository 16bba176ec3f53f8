import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerifications } from '../../db/schema/index.js';
import { hashToken } from '../../security/tokens.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { latestVerificationToken, outboxFor, registerUser } from '../../../test/http.js';

describe('e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const confirm = (token: string, locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/verification/email/confirm',
      headers: { 'x-locale': locale },
      payload: { token },
    });
  const me = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/personal/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  it('confirms the address with the token from the outbox link; the link works once', async () => {
    const session = await registerUser(t.app, 'verify-me@example.com');
    expect((await me(session.token)).emailVerified).toBe(false);
    const token = await latestVerificationToken(t.app, 'verify-me@example.com');

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailVerified: true });
    expect((await me(session.token)).emailVerified).toBe(true);

    const again = await confirm(token, 'en');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ errorDescription: 'This link has already been used.' });
  });

  it('refuses an expired link with 410 and an unknown one with 404, both localized', async () => {
    await registerUser(t.app, 'late@example.com');
    const token = await latestVerificationToken(t.app, 'late@example.com');
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.tokenHash, hashToken(token)));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ errorDescription: 'Термін дії посилання минув. Запросіть новий лист.' });

    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorDescription: 'Посилання недійсне. Запросіть новий лист.' });
  });

  it('re-sends the e-mail to the own address only (422 on `email` otherwise), 409 once verified', async () => {
    const session = await registerUser(t.app, 'resend@example.com', 'parcel-2026-ok', 'en');
    const auth = { authorization: `Bearer ${session.token}`, 'x-locale': 'en' };
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/verification/email',
      headers: auth,
      payload: { email: 'someone-else@example.com' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().violations).toEqual([
      { property: 'email', message: 'Enter the e-mail address of your own account.' },
    ]);
    expect(await outboxFor(t.app, 'someone-else@example.com')).toEqual([]);

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/verification/email',
      headers: auth,
      payload: { email: 'RESEND@example.com' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ sent: true });
    const messages = await outboxFor(t.app, 'resend@example.com');
    expect(messages).toHaveLength(2);
    expect(messages[0]?.subject).toBe('Confirm your e-mail address');

    expect((await confirm(await latestVerificationToken(t.app, 'resend@example.com'))).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/verification/email',
      headers: auth,
      payload: { email: 'resend@example.com' },
    });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ errorDescription: 'The e-mail address is already confirmed.' });
  });

  it('a newer link supersedes the older ones (issue 15: older e-mail tokens still worked)', async () => {
    const session = await registerUser(t.app, 'superseded@example.com', 'parcel-2026-ok', 'en');
    const older = await latestVerificationToken(t.app, 'superseded@example.com');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/verification/email',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { email: 'superseded@example.com' },
    });
    expect(resend.statusCode).toBe(200);
    const newer = await latestVerificationToken(t.app, 'superseded@example.com');
    expect(newer).not.toBe(older);

    const stale = await confirm(older, 'en');
    expect(stale.statusCode).toBe(410);
    expect(stale.json()).toEqual({ errorDescription: 'This link has expired. Request a new e-mail.' });
    expect((await me(session.token)).emailVerified).toBe(false);
    expect((await confirm(newer)).statusCode).toBe(200);
  });

  it('requires sign-in to re-send (401 before validating the body)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verification/email', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
