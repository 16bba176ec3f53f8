import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The rate-limit store: Redis shares the counters between app nodes; when Redis is unreachable the
 * counters fall back to this process instead of letting every request through (`skipOnError` alone
 * turned a Redis outage into "no rate limits", and the client's retries into seconds per request).
 */

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;
interface StoreLike {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): StoreLike;
}
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

// The plugin's own stores (CommonJS, not in its type declarations): the same counting on both sides.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => StoreLike;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => StoreLike;

/**
 * After a failed Redis call, requests count in process for this long before one tries Redis again: a
 * Redis that hangs (frozen, partitioned) fails a call only after the command timeout, which every
 * request would otherwise pay (issue 15 chaos: +500 ms on each request while Redis was frozen).
 */
export const REDIS_RETRY_AFTER_ERROR_MS = 1000;

/** Shared by every store of one app: whether we are on the fallback now, and how often we fell back. */
export interface FallbackState {
  usingFallback: boolean;
  /** Requests counted in process because Redis was unreachable (for metrics and tests). */
  fallbacks: number;
}

class ResilientStore implements StoreLike {
  constructor(
    /** When Redis may be tried again after an error (epoch ms), shared by the app's stores. */
    private readonly breaker: { retryAt: number },
    private readonly redis: Redis,
    private readonly shared: StoreLike,
    private readonly local: StoreLike,
    private readonly state: FallbackState,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    // Not connected, or failed a moment ago: do not even try (no offline queue, no waiting on a
    // reconnect or on another command timeout).
    if (this.redis.status !== 'ready' || Date.now() < this.breaker.retryAt) {
      return this.fallback(key, callback, timeWindow, max);
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.breaker.retryAt = Date.now() + REDIS_RETRY_AFTER_ERROR_MS;
          return this.fallback(key, callback, timeWindow, max, error);
        }
        if (this.state.usingFallback) {
          this.state.usingFallback = false;
          this.log.warn('rate limits: Redis is back, counting in Redis again');
        }
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  private fallback(key: string, callback: Callback, timeWindow: number, max: number, error?: Error): void {
    this.state.fallbacks++;
    if (!this.state.usingFallback) {
      this.state.usingFallback = true;
      // Once per outage, not per request: the counters are per process until Redis answers again.
      this.log.warn(
        { err: error, redisStatus: this.redis.status },
        'rate limits: Redis unreachable, counting in this process',
      );
    }
    this.local.incr(key, callback, timeWindow, max);
  }

  child(routeOptions: Record<string, unknown>): StoreLike {
    return new ResilientStore(
      this.breaker,
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.state,
      this.log,
    );
  }
}

/** A store constructor for @fastify/rate-limit's `store` option, bound to one Redis client. */
export function resilientStore(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
  state: FallbackState = { usingFallback: false, fallbacks: 0 },
): FastifyRateLimitStoreCtor {
  const breaker = { retryAt: 0 };
  // The plugin's declared store type omits the (timeWindow, max) arguments it passes to incr.
  return class {
    constructor(params: StoreParams) {
      return new ResilientStore(
        breaker,
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
        state,
        log,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Redis client options for request-path calls: fail fast instead of queueing commands while
 * disconnected and retrying them (which cost seconds per request with Redis down).
 */
export const FAST_REDIS_OPTIONS = {
  connectTimeout: 1000,
  commandTimeout: 500,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  // Keep trying to reconnect in the background, at most every 5 s.
  retryStrategy: (times: number) => Math.min(times * 200, 5000),
} as const;
