import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import { createLocalHub, type RealtimeHub } from './hub.js';
import { createRedisHub } from './redis-hub.js';

export type { RealtimeHub, ChannelListener } from './hub.js';
export { createLocalHub } from './hub.js';
export { realtimeFeature } from './routes.js';
export { issueRealtimeToken, verifyRealtimeToken, type RealtimeClaims } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish to websocket channels (calls#{phone}, docs#{uid}); fans out through Redis when set. */
    realtime: RealtimeHub;
  }
}

/** In-process hub, or the Redis fan-out when REDIS_URL is set (several app instances). */
export function createRealtimeHub(config: Config, log: FastifyBaseLogger): RealtimeHub {
  return config.redisUrl ? createRedisHub(config.redisUrl, log) : createLocalHub();
}
