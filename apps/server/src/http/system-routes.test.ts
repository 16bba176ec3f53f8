import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import type { Database } from '../db/database.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('/healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('healthz: the process answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readyz: 200 when the database answers select 1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readyz: 503 when the database does not answer', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: broken, webBuild: null });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
