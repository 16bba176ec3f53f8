import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors.js';
import { FAST_REDIS_OPTIONS, resilientStore, type FallbackState } from './rate-limit-store.js';
import { staticSecurityHeaders } from './security-headers.js';

/**
 * Requests the app makes to itself (SSR loaders calling /api through `inject`) carry this header with
 * a per-process secret: they were already counted as the page request and must not be limited again.
 */
export const INTERNAL_HEADER = 'x-posylka-internal';

/** Page CSP: scripts only from us plus the per-request nonce React Router puts on its inline scripts. */
export function pageContentSecurityPolicy(
  nonce: string,
  https: boolean,
  /** Origins pages may post forms to besides ours (the payment provider's hosted checkout). */
  formTargets: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    // Server-rendered style attributes need inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The warehouse map on the cabinet address page is OpenStreetMap's embeddable map.
    "frame-src 'self' https://www.openstreetmap.org",
    "object-src 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...formTargets].join(' '),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export async function registerSecurity(app: FastifyInstance, internalSecret: string): Promise<void> {
  const https = app.config.secureCookies;
  const headers = staticSecurityHeaders(https);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, FAST_REDIS_OPTIONS) : undefined;
  const rateLimitFallback: FallbackState = { usingFallback: false, fallbacks: 0 };
  app.decorate('rateLimitFallback', rateLimitFallback);
  if (redis) {
    // Connection errors repeat on every reconnect attempt: debug only, the store warns once per outage.
    redis.on('error', (err) => app.log.debug({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    // Count in Redis from the first request when it is there; a Redis that is down delays the start
    // by at most its connect timeout (the store counts in process until it connects).
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, FAST_REDIS_OPTIONS.connectTimeout);
      redis.once('ready', done);
      redis.once('error', done);
    });
  }

  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimit.max,
    timeWindow: app.config.rateLimit.window,
    ...(redis ? { store: resilientStore(redis, 'posylka-rl:', app.log, rateLimitFallback) } : {}),
    // The store already falls back to in-process counters; an error left over must not take the API down.
    skipOnError: true,
    allowList: (request: FastifyRequest) =>
      request.headers[INTERNAL_HEADER] === internalSecret || request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, context.statusCode === 429 ? 'rateLimited' : 'forbidden', {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
