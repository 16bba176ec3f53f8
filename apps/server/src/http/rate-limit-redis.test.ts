import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/harness.js';

// Runs where Redis is available (developer machines and CI set REDIS_URL); the in-process store is
// covered by security.test.ts.
describe.runIf(process.env.REDIS_URL)('rate limit with the Redis store (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two app nodes sharing one Redis: the limit is shared between them. A random client address
    // keeps parallel runs from sharing counters.
    const env = { REDIS_URL: process.env.REDIS_URL!, RATE_LIMIT_MAX: '3' };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts requests of one client across app nodes and answers the 4th with 429', async () => {
    const ip = `10.${randomBytes(3).join('.')}`;
    const call = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/personal/me', remoteAddress: ip });
    expect((await call(a)).statusCode).toBe(401);
    expect((await call(b)).statusCode).toBe(401);
    expect((await call(a)).statusCode).toBe(401);
    const limited = await call(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorDescription).toMatch(/^Забагато запитів/);
  });
});
