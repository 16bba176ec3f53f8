import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { FAST_REDIS_OPTIONS } from '../http/rate-limit-store.js';
import { ListenerRegistry, type RealtimeHub } from './hub.js';

/** Redis channel names are prefixed so other users of the same Redis are not disturbed. */
const PREFIX = 'posylka:rt:';

/**
 * While a connection attempt is under way (the app just started, or a reconnect is dialling), waits
 * for it, at most the connect timeout: without an offline queue a command sent now would fail at once.
 */
async function settled(client: Redis): Promise<void> {
  if (client.status !== 'connecting' && client.status !== 'connect') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      client.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, FAST_REDIS_OPTIONS.connectTimeout);
    client.once('ready', done);
    client.once('error', done);
    client.once('close', done);
  });
}

/**
 * Fan-out between app instances: publish goes to Redis only, and every instance (this one too)
 * delivers what its subscriber connection receives, so a message is delivered exactly once per
 * websocket subscription wherever it is connected. Redis channels are subscribed while some local
 * client listens on them.
 *
 * Publishes and subscribes run on request paths (a verified phone, a Diia share, a websocket's
 * subscribe), so both clients fail fast like the rate-limit client: no offline queue, no retries per
 * command, a short command timeout (issue 15 chaos: with Redis frozen a publish used to wait for ever,
 * and the request with it). What is published while Redis is away is lost (messages are
 * fire-and-forget, decision 007); the channels with local listeners are subscribed again on every
 * reconnect.
 */
export function createRedisHub(url: string, log: FastifyBaseLogger): RealtimeHub {
  const publisher = new Redis(url, FAST_REDIS_OPTIONS);
  // Resubscribed below from our own listeners: ioredis' automatic resubscription sends the command
  // without a catch, so one failing as the connection drops again would be an unhandled rejection.
  const subscriber = new Redis(url, { ...FAST_REDIS_OPTIONS, autoResubscribe: false });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (err: Error) => log.warn({ err, client: name }, 'realtime redis error'));
  }
  const listeners = new ListenerRegistry();
  subscriber.on('ready', () => {
    const channels = listeners.channels();
    if (channels.length === 0) return;
    subscriber.subscribe(...channels.map((c) => PREFIX + c)).catch((err: unknown) => {
      // The connection failed again; the next 'ready' tries once more.
      log.warn({ err, channels: channels.length }, 'realtime redis: resubscribing failed');
    });
  });
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
      await settled(publisher);
      await publisher.publish(PREFIX + channel, JSON.stringify(data ?? null));
    },
    async subscribe(channel, listener) {
      if (listeners.add(channel, listener)) {
        try {
          await settled(subscriber);
          await subscriber.subscribe(PREFIX + channel);
        } catch (err) {
          // Not subscribed: forget the listener, so the caller's next attempt subscribes again instead
          // of joining a channel Redis never heard of.
          listeners.remove(channel, listener);
          throw err;
        }
      }
      return async () => {
        if (listeners.remove(channel, listener)) {
          await subscriber.unsubscribe(PREFIX + channel).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      // QUIT times out against a frozen Redis; then just drop the connection (and stop reconnecting).
      await Promise.allSettled(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
