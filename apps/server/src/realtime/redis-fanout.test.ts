import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { outboxFor, registerUser } from '../../test/http.js';
import { openSocket } from './test-client.js';

const REDIS_URL = process.env.REDIS_URL;

// Needs a real Redis: CI and developer machines set REDIS_URL; without it the in-process hub is what
// realtime.test.ts covers, and this file reports itself as skipped for that reason.
describe.skipIf(!REDIS_URL)(
  'realtime fan-out through Redis pub/sub between two app instances (needs REDIS_URL)',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      // Both instances must check each other's tokens: one shared secret, as in production.
      const env = { REDIS_URL: REDIS_URL!, REALTIME_SECRET: randomBytes(32).toString('hex') };
      a = await createTestApp({ env });
      b = await createTestApp({ env });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('uses the Redis hub when REDIS_URL is set', () => {
      expect(a.app.realtime.kind).toBe('redis');
    });

    it('delivers a publish on instance A to a websocket client on instance B', async () => {
      const phone = `38067${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
      const token = (
        await b.app.inject({
          method: 'POST',
          url: '/api/app-centrifugo/anonymous',
          payload: { phoneNumber: phone },
        })
      ).json().token as string;
      const client = await openSocket(b.app);
      expect(await client.connect(token)).toMatchObject({ ok: true });
      expect(await client.subscribe(`calls#${phone}`)).toMatchObject({ ok: true });

      // The customer verifies on instance A: the sandbox call is answered there.
      const session = await registerUser(a.app, `fanout-${phone}@example.com`);
      await a.app.inject({
        method: 'POST',
        url: '/api/verification/phone/initiate',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { phone, type: 'call' },
      });
      const [call] = await outboxFor(a.app, phone);
      const answer = await a.app.inject({
        method: 'POST',
        url: `/api/dev/outbox/calls/${String(call?.meta.verificationId)}/answer`,
      });
      expect(answer.statusCode).toBe(200);
      expect(await client.waitFor((m) => 'channel' in m)).toEqual({
        channel: `calls#${phone}`,
        data: { status: 'verified' },
      });
      // Delivered exactly once (B does not also deliver locally).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(client.inbox.filter((m) => 'channel' in m)).toHaveLength(1);
      client.close();
    });
  },
);
