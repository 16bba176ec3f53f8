// Prometheus metrics at GET /metrics (issue 15 "Observability"): request rate and latency per route
// pattern, event-loop lag and the process metrics of prom-client, the PostgreSQL pool, the job
// runner's lag and the rate-limit fallback. One registry per app (tests build several apps).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { registerOutboxGauges } from './outbox-metrics.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { scheduledJobs } from '../db/schema/index.js';
import { HttpError } from './errors.js';
import { safeEqual } from '../security/tokens.js';

export const METRICS_PATH = '/metrics';

/** The route pattern (`/api/orders/:id`), never the raw URL: ids would make one series per request. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function bearer(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

export async function registerMetrics(app: FastifyInstance, options: { pool?: pg.Pool } = {}) {
  const token = app.config.metricsToken;
  // Not public in production: without METRICS_TOKEN nothing is collected and the path answers 404
  // (registered, so the page renderer's catch-all does not take it).
  if (app.config.isProduction && !token) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
      throw new HttpError(404, 'routeNotFound');
    });
    return;
  }

  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'posylka_' });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'posylka_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'posylka_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const fallback = app.rateLimitFallback;
  new Gauge({
    name: 'posylka_rate_limit_fallback_active',
    help: '1 while rate limits are counted in process because Redis is unreachable (REDIS_URL set)',
    registers: [register],
    collect() {
      this.set(fallback.usingFallback ? 1 : 0);
    },
  });
  let countedFallbacks = 0;
  new Counter({
    name: 'posylka_rate_limit_fallbacks_total',
    help: 'Times the rate limits fell back to in-process counters (Redis outages)',
    registers: [register],
    collect() {
      if (fallback.fallbacks > countedFallbacks) this.inc(fallback.fallbacks - countedFallbacks);
      countedFallbacks = fallback.fallbacks;
    },
  });

  const pool = options.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [register],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('posylka_db_pool_connections', 'PostgreSQL pool: open connections', (p) => p.totalCount);
    poolGauge('posylka_db_pool_idle', 'PostgreSQL pool: idle connections', (p) => p.idleCount);
    poolGauge(
      'posylka_db_pool_waiting',
      'PostgreSQL pool: queries waiting for a connection',
      (p) => p.waitingCount,
    );
    poolGauge('posylka_db_pool_max', 'PostgreSQL pool: maximum connections', (p) => p.options.max ?? 10);
  }

  new Gauge({
    name: 'posylka_job_lag_seconds',
    help: 'Scheduled jobs: seconds past their due time that no instance has started them (0 when on time)',
    labelNames: ['job'],
    registers: [register],
    async collect() {
      this.reset();
      try {
        const rows = await app.db
          .select({ name: scheduledJobs.name, nextRunAt: scheduledJobs.nextRunAt })
          .from(scheduledJobs);
        const now = Date.now();
        for (const row of rows)
          this.set({ job: row.name }, Math.max(0, (now - row.nextRunAt.getTime()) / 1000));
      } catch (err) {
        // The database being away shows on /readyz; the scrape still answers the other metrics.
        app.log.debug({ err }, 'job lag metric unavailable');
      }
    },
  });

  registerOutboxGauges(app, register);

  app.get(METRICS_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (token) {
      const given = bearer(request);
      if (!given || !safeEqual(given, token)) throw new HttpError(401, 'unauthorized');
    }
    return reply.type(register.contentType).send(await register.metrics());
  });
}
