import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { ListenerRegistry, type RealtimeHub } from './hub.js';

/** Redis channel names are prefixed so other users of the same Redis are not disturbed. */
const PREFIX = 'posylka:rt:';

/**
 * Fan-out between app instances: publish goes to Redis only, and every instance (this one too)
 * delivers what its subscriber connection receives, so a message is delivered exactly once per
 * websocket subscription wherever it is connected. Redis channels are subscribed while some local
 * client listens on them.
 */
export function createRedisHub(url: string, log: FastifyBaseLogger): RealtimeHub {
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 2 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (err: Error) => log.warn({ err, client: name }, 'realtime redis error'));
  }
  const listeners = new ListenerRegistry();
  subscriber.on('message', (redisChannel: string, message: string) => {
    if (!redisChannel.startsWith(PREFIX)) return;
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      return;
    }
    listeners.deliver(redisChannel.slice(PREFIX.length), data);
  });

  return {
    kind: 'redis',
    async publish(channel, data) {
      await publisher.publish(PREFIX + channel, JSON.stringify(data ?? null));
    },
    async subscribe(channel, listener) {
      if (listeners.add(channel, listener)) await subscriber.subscribe(PREFIX + channel);
      return async () => {
        if (listeners.remove(channel, listener)) {
          await subscriber.unsubscribe(PREFIX + channel).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
