import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { realtimeClientMessageSchema, type RealtimeServerMessage } from '@posylka/contract';
import { maySubscribe, type ChannelFacts } from './channel-auth.js';
import type { RealtimeHub } from './hub.js';
import { verifyRealtimeToken, type RealtimeClaims } from './tokens.js';

/** A client that has not sent a valid `connect` by then is dropped. */
const CONNECT_TIMEOUT_MS = 10_000;
/** Pings keep idle connections alive through proxies and reveal dead peers. */
const PING_INTERVAL_MS = 25_000;
const MAX_SUBSCRIPTIONS = 20;

export interface SocketDeps {
  hub: RealtimeHub;
  facts: ChannelFacts;
  secret: string;
  log: FastifyBaseLogger;
}

/** One websocket connection: connect with a token, then subscribe to the channels it may read. */
export function serveSocket(socket: WebSocket, deps: SocketDeps): void {
  let claims: RealtimeClaims | null = null;
  let alive = true;
  const subscriptions = new Map<string, Promise<() => Promise<void>>>();
  const send = (message: RealtimeServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  const connectTimer = setTimeout(() => {
    if (!claims) socket.close(4001, 'unauthorized');
  }, CONNECT_TIMEOUT_MS);
  const pingTimer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, PING_INTERVAL_MS);
  socket.on('pong', () => {
    alive = true;
  });

  socket.on('message', (raw) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(raw));
    } catch {
      return send({ error: 'bad_request' });
    }
    const result = realtimeClientMessageSchema.safeParse(parsed);
    if (!result.success) return send({ error: 'bad_request' });
    const message = result.data;
    const id = message.id;
    const reply = (
      body: { ok: true } | { error: 'bad_request' | 'unauthorized' | 'forbidden' | 'not_connected' },
    ) => send(id === undefined ? body : { id, ...body });

    if ('connect' in message) {
      claims = verifyRealtimeToken(deps.secret, message.connect.token);
      if (!claims) {
        reply({ error: 'unauthorized' });
        return socket.close(4001, 'unauthorized');
      }
      clearTimeout(connectTimer);
      return reply({ ok: true });
    }
    if (!claims) return reply({ error: 'not_connected' });
    const current = claims;

    if ('unsubscribe' in message) {
      const pending = subscriptions.get(message.unsubscribe);
      subscriptions.delete(message.unsubscribe);
      void pending?.then((stop) => stop());
      return reply({ ok: true });
    }

    const channel = message.subscribe;
    if (subscriptions.has(channel)) return reply({ ok: true });
    if (subscriptions.size >= MAX_SUBSCRIPTIONS) return reply({ error: 'forbidden' });
    void (async () => {
      try {
        if (!(await maySubscribe(current, channel, deps.facts))) return reply({ error: 'forbidden' });
        if (subscriptions.has(channel) || socket.readyState !== socket.OPEN) return reply({ ok: true });
        const stop = deps.hub.subscribe(channel, (data) => send({ channel, data }));
        subscriptions.set(channel, stop);
        await stop;
        reply({ ok: true });
      } catch (err) {
        deps.log.warn({ err, channel }, 'realtime subscribe failed');
        subscriptions.delete(channel);
        reply({ error: 'bad_request' });
      }
    })();
  });

  socket.on('close', () => {
    clearTimeout(connectTimer);
    clearInterval(pingTimer);
    for (const stop of subscriptions.values()) void stop.then((s) => s()).catch(() => undefined);
    subscriptions.clear();
  });
}
