// Issue 15 "Login is limited per IP only": per-account throttling with backoff, kept in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { lockMinutes } from './login-throttle.js';

describe('per-account login throttling (issue 15: login was limited per IP only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A generous per-IP limit, so only the per-account throttle answers 429 here.
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => t.close());

  let ip = 0;
  // Each attempt from another client address: the per-IP limit is not what stops them.
  const login = (email: string, password: string, locale = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: { 'x-locale': locale },
      payload: { email, password },
    });
  const unlockNow = () => t.db.update(loginThrottles).set({ lockedUntil: new Date(Date.now() - 1000) });

  it('backs off 1, 2, 4 ... minutes (capped at 60) after 5 failures', () => {
    expect([4, 5, 6, 7, 8, 11, 12, 40].map(lockMinutes)).toEqual([0, 1, 2, 4, 8, 60, 60, 60]);
  });

  it('after 5 failed attempts from any addresses refuses even the right password: 429, Retry-After, localized', async () => {
    await registerUser(t.app, 'target@example.com', 'parcel-2026-ok');
    for (let i = 0; i < 5; i++)
      expect((await login('target@example.com', `wrong-${i}-pass`)).statusCode).toBe(401);

    const locked = await login('TARGET@example.com', 'parcel-2026-ok', 'en');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(locked.json()).toEqual({
      errorDescription: 'Too many failed sign-in attempts for this account. Try again in 1 min.',
    });
    const uk = await login('target@example.com', 'parcel-2026-ok');
    expect(uk.json().errorDescription).toBe(
      'Забагато невдалих спроб входу до цього облікового запису. Спробуйте ще раз через 1 хв.',
    );
    // Other accounts are not affected.
    await registerUser(t.app, 'bystander@example.com', 'parcel-2026-ok');
    expect((await login('bystander@example.com', 'parcel-2026-ok')).statusCode).toBe(200);

    // When the lock is over, one more failure locks for 2 minutes.
    await unlockNow();
    expect((await login('target@example.com', 'still-wrong-1')).statusCode).toBe(401);
    const longer = await login('target@example.com', 'parcel-2026-ok', 'ru');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(60);
    expect(longer.json().errorDescription).toContain('2 мин');

    // A success (after the lock) resets the count: the next failure is free again.
    await unlockNow();
    expect((await login('target@example.com', 'parcel-2026-ok')).statusCode).toBe(200);
    expect((await login('target@example.com', 'wrong-again-1')).statusCode).toBe(401);
    expect((await login('target@example.com', 'parcel-2026-ok')).statusCode).toBe(200);
  });

  it('counts unknown e-mails alike (the answer does not reveal which e-mails exist)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('nobody@example.com', `guess-${i}-pass`)).statusCode).toBe(401);
    expect((await login('nobody@example.com', 'guess-5-pass')).statusCode).toBe(429);
  });
});
