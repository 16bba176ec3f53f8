// Issue 15 "Observability": Prometheus metrics at /metrics, per route pattern, and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const TOKEN = 'metrics-token-for-tests-0123';
const PRODUCTION = {
  NODE_ENV: 'production',
  IDENTITY_ENCRYPTION_KEY: 'production-test-identity-key-0123456789',
  ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
};

describe('GET /metrics (issue 15: Prometheus metrics)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts requests and latency per route pattern (not the raw URL), with event-loop lag, job lag and the rate-limit fallback', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'])
      await t.app.inject({ method: 'GET', url: `/api/buyout/${id}/payment` });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toContain(
      'posylka_http_requests_total{method="GET",route="/api/buyout/:id/payment",status_code="401"} 2',
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).toMatch(
      /posylka_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"/,
    );
    expect(text).toMatch(/^posylka_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^posylka_rate_limit_fallback_active 0$/m);
    expect(text).toMatch(/^posylka_rate_limit_fallbacks_total 0$/m);
    expect(text).toContain('# TYPE posylka_job_lag_seconds gauge');
    expect(text).toContain('# TYPE posylka_notifications_lag_seconds gauge');
    expect(text).toContain('# TYPE posylka_notifications gauge');
  });

  it('with METRICS_TOKEN asks for it as a bearer token', async () => {
    const guarded = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer not-the-token-at-all' },
      });
      expect(wrong.statusCode).toBe(401);
      const ok = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('is not public in production: 404 without METRICS_TOKEN, bearer-only with it', async () => {
    const open = await createTestApp({ env: PRODUCTION });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await open.close();
    }
    const guarded = await createTestApp({ env: { ...PRODUCTION, METRICS_TOKEN: TOKEN } });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const ok = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
