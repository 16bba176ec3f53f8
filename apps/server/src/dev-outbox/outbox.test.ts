import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { registerUser } from '../../test/http.js';

describe('dev outbox', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('lists messages newest first, filtered by ?to=, as JSON and as an HTML page with clickable links', async () => {
    t = await createTestApp();
    await registerUser(t.app, 'first@example.com');
    await registerUser(t.app, 'second@example.com', 'parcel-2026-ok', 'en');
    // The confirmation e-mails are outbox messages delivered by the worker: wait for both.
    await t.app.notifications.drain();

    const all = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().messages as {
      to: string;
    }[];
    expect(all.map((m) => m.to).slice(0, 2)).toEqual(['second@example.com', 'first@example.com']);
    const filtered = (
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=FIRST@example.com' })
    ).json();
    expect(filtered.messages.map((m: { to: string }) => m.to)).toEqual(['first@example.com']);

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Confirm your e-mail address');
    expect(page.body).toContain('second@example.com');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/en\/verify-email\?token=[\w-]{43}">/);
  });

  it('does not exist in production', async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        IDENTITY_ENCRYPTION_KEY: 'test-only-identity-key-0123456789abcdef',
        // Even with every sandbox allowed in production, the outbox (everyone's codes) stays closed.
        ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(503); // a page URL, no web build here
  });
});
