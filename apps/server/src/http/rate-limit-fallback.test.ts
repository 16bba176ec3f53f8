import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

// Issue 15 item 5: with Redis down the rate limits were skipped (no limit at all) and every request
// waited ~3.9 s for Redis retries. Now the limits count in process and Redis is not waited for (the
// store skips Redis unless connected; asserted on the counting, not on timings that shared CI cores
// would make flaky).
describe('rate limits with Redis unreachable (REDIS_URL at a closed port)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6390', RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('still answers the 4th request of a client with 429, counting in this process', async () => {
    const call = () => t.app.inject({ method: 'GET', url: '/api/personal/me', remoteAddress: '10.9.8.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(t.app.rateLimitFallback.usingFallback).toBe(true);
    expect(t.app.rateLimitFallback.fallbacks).toBeGreaterThanOrEqual(4);
    // Another client has its own counter.
    const other = await t.app.inject({ method: 'GET', url: '/api/personal/me', remoteAddress: '10.9.8.6' });
    expect(other.statusCode).toBe(401);
  });
});
