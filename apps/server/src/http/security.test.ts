import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('security headers and rate limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends security headers (CSP, nosniff, frame denial, referrer policy) on API answers', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests'); // http PUBLIC_URL
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[\w.-]{8,}$/);
  });

  it('answers 429 localized with Retry-After once the global limit per IP is used up', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const call = () =>
      t!.app.inject({ method: 'GET', url: '/api/personal/me', headers: { 'x-locale': 'en' } });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(401);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorDescription).toMatch(/^Too many requests\. Try again in \d+ s\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits login more strictly than the rest (AUTH_RATE_LIMIT_MAX) and in Ukrainian by default', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '1000' } });
    const login = () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'x' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorDescription).toMatch(/^Забагато запитів\. Спробуйте ще раз через \d+ с\.$/);
    // Other routes still answer for the same client.
    expect((await t.app.inject({ method: 'GET', url: '/api/personal/me' })).statusCode).toBe(401);
  });
});
