import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import type { RealtimeServerMessage } from '@posylka/contract';

/** A websocket test client: sends commands with ids and waits for replies or channel messages. */
export async function openSocket(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/realtime/connection`);
  const inbox: RealtimeServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    inbox.push(JSON.parse(String(raw)) as RealtimeServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;

  async function waitFor(match: (m: RealtimeServerMessage) => boolean, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = inbox.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(inbox)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async function command(body: Record<string, unknown>) {
    const id = nextId++;
    socket.send(JSON.stringify({ id, ...body }));
    return waitFor((m) => 'id' in m && m.id === id);
  }

  return {
    socket,
    inbox,
    waitFor,
    connect: (token: string) => command({ connect: { token } }),
    subscribe: (channel: string) => command({ subscribe: channel }),
    close: () => socket.close(),
  };
}
