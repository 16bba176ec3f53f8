// Issue 15 "Tests in CI: Chaos", item 2: Redis frozen, killed and started again under load. Redis
// holds the shared rate-limit counters and the realtime fan-out; while it is away the limits must
// still apply (counted in this process), no request may wait on it for seconds (its clients time out
// fast and queue nothing), nothing may crash; once it is back the app counts and publishes there again.
//
// A private redis-server on a port of its own plays the outage (the shared one is never stopped):
//   frozen (SIGSTOP: connections open, nothing answers: a hung host or a partition), then killed
//   (SIGKILL: connections reset, port refused), then a new empty one on the same port.
// Runs where Redis is configured (REDIS_URL set, as in CI's PostgreSQL stage) and redis-server is
// installed; the app runs in process on the test database of the run (PGlite or PostgreSQL).
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { latestSmsCode, phoneApi } from '../../features/phone-verification/test-helpers.js';
import { CHAOS_SECONDS, CHAOS_SEED, STALL_LIMIT_MS, scenarioTimeout, seededRandom, sleep } from './budget.js';
import { findRedisServer, startRedis, type RedisProcess } from './redis-process.js';

const REDIS_SERVER = findRedisServer();
/** Sign-ins per window per client address (AUTH_RATE_LIMIT_MAX): the 6th of a burst is refused. */
const LIMIT = 5;
/** A publish or subscribe that takes longer than this waited on Redis instead of failing fast. */
const REDIS_WAIT_LIMIT_MS = 5_000;

describe.runIf(process.env.REDIS_URL && REDIS_SERVER)(
  'Redis frozen, killed and restarted under load (issue 15 chaos, REDIS_URL)',
  () => {
    let redis: RedisProcess;
    let t: TestApp;
    const logs: { level: number; msg: string }[] = [];
    beforeAll(async () => {
      redis = await startRedis(REDIS_SERVER!);
      // The app's log, kept to check that nothing was logged as an error (a 500, a crash on the way).
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) {
            logs.push(JSON.parse(line) as { level: number; msg: string });
          }
          done();
        },
      });
      t = await createTestApp({
        env: { REDIS_URL: redis.url, AUTH_RATE_LIMIT_MAX: String(LIMIT), LOG_LEVEL: 'warn' },
        logger: pino({ level: 'warn' }, sink),
      });
    });
    afterAll(async () => {
      running = false; // the background sign-ins of a failed run
      await redis?.kill();
      await t?.close();
    });

    const random = seededRandom(CHAOS_SEED);
    const newAddress = () =>
      `10.${[random(), random(), random()].map((r) => Math.floor(r * 250) + 1).join('.')}`;
    let slowestMs = 0;
    const unexpected: string[] = [];
    const timed = async <T>(work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        slowestMs = Math.max(slowestMs, performance.now() - started);
      }
    };
    const login = (ip: string) =>
      timed(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          // A new unknown e-mail each time: the per-account throttle never counts, only the IP limit.
          payload: {
            email: `nobody-${randomBytes(6).toString('hex')}@example.com`,
            password: 'wrong-pass-1',
          },
        }),
      );

    /** LIMIT + 2 sign-ins from a new address, one after another: LIMIT refusals (401), then 429s. */
    const burst = async () => {
      const ip = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) statuses.push((await login(ip)).statusCode);
      return statuses;
    };
    const EXPECTED_BURST = [...Array<number>(LIMIT).fill(401), 429, 429];

    /** Sign-ins from many addresses in the background for the whole scenario: never a 5xx. */
    let running = false;
    const startHammer = () => {
      running = true;
      const statuses: Record<number, number> = {};
      const workers = Array.from({ length: 3 }, async () => {
        while (running) {
          const ip = newAddress();
          for (let i = 0; i < LIMIT + 3 && running; i++) {
            const res = await login(ip);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode !== 401 && res.statusCode !== 429)
              unexpected.push(`${res.statusCode} ${res.body}`);
          }
        }
      });
      return async () => {
        running = false;
        await Promise.all(workers);
        return statuses;
      };
    };

    /** Bursts for CHAOS_SECONDS (at least two): each must see the limit applied. */
    const burstsFor = async (phase: string) => {
      const ends = Date.now() + CHAOS_SECONDS * 1000;
      let bursts = 0;
      do {
        expect(await burst(), `${phase}, burst ${bursts + 1}, seed ${CHAOS_SEED}`).toEqual(EXPECTED_BURST);
        bursts++;
      } while (Date.now() < ends || bursts < 2);
    };

    /** Publish (or subscribe) settles, resolved or refused, without waiting on Redis. */
    const settles = async (phase: string, work: () => Promise<unknown>) => {
      const started = performance.now();
      const outcome = await Promise.race([
        work().then(
          () => 'resolved',
          () => 'refused',
        ),
        sleep(STALL_LIMIT_MS).then(() => 'stalled'),
      ]);
      expect(outcome, phase).not.toBe('stalled');
      expect(performance.now() - started, `${phase}: ${outcome}`).toBeLessThan(REDIS_WAIT_LIMIT_MS);
    };

    /** A customer verifies a phone by SMS: the completion publishes on calls#{phone} (Redis hub). */
    const verifyPhone = async (phase: string) => {
      const session = await registerUser(t.app, `chaos-redis-${randomBytes(5).toString('hex')}@example.com`);
      const phone = `38067${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
      const api = phoneApi(t.app, session, 'en', newAddress());
      expect((await api.initiate('sms', phone)).statusCode, phase).toBe(200);
      const res = await timed(async () => api.complete(await latestSmsCode(t.app, phone), phone));
      expect(res.statusCode, `${phase}: ${res.body}`).toBe(200);
    };

    /** A customer shares the sandbox ID card through Diia: stored, then pushed on docs#{uid}. */
    const shareDiia = async (phase: string) => {
      const session = await registerUser(t.app, `chaos-diia-${randomBytes(5).toString('hex')}@example.com`);
      const headers = { authorization: `Bearer ${session.token}` };
      const init = await t.app.inject({ method: 'POST', url: '/api/diia/init', headers, payload: {} });
      expect(init.statusCode, `${phase}: ${init.body}`).toBe(200);
      const { deepLink, requestId } = init.json() as { deepLink: string; requestId: string };
      const share = await timed(() =>
        t.app.inject({
          method: 'POST',
          url: new URL(deepLink).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        }),
      );
      expect(share.statusCode, `${phase}: ${share.body}`).toBe(303);
      // Stored even when the push could not go out: the form reads it by the request id.
      const preloaded = await t.app.inject({
        method: 'GET',
        url: `/api/app-centrifugo/preloaded-user-data/${requestId}`,
        headers,
      });
      expect(preloaded.json(), phase).toMatchObject({ firstNameUA: 'Тарас' });
    };

    it(
      'keeps limiting in process without stalls while Redis is away, and goes back to Redis',
      async () => {
        const received: unknown[] = [];
        const channel = `chaos#${randomBytes(4).toString('hex')}`;
        await t.app.realtime.subscribe(channel, (data) => received.push(data));
        await t.app.realtime.publish(channel, { n: 1 });
        await expect.poll(() => received.length).toBe(1);

        const stopHammer = startHammer();
        // 1. Redis up: counted in Redis.
        await burstsFor('Redis up');
        expect(t.app.rateLimitFallback.usingFallback).toBe(false);

        // 2. Frozen: commands time out, the limits fall back to this process.
        redis.freeze();
        await burstsFor('Redis frozen');
        expect(t.app.rateLimitFallback.usingFallback).toBe(true);
        await settles('publish, Redis frozen', () => t.app.realtime.publish(channel, { n: 2 }));
        await settles('subscribe, Redis frozen', () => t.app.realtime.subscribe(`${channel}-2`, () => {}));
        await verifyPhone('Redis frozen');
        await shareDiia('Redis frozen');

        // 3. Killed: connections reset, the port refuses.
        await redis.kill();
        await burstsFor('Redis killed');
        await settles('publish, Redis killed', () => t.app.realtime.publish(channel, { n: 3 }));
        await settles('subscribe, Redis killed', () => t.app.realtime.subscribe(`${channel}-3`, () => {}));
        await verifyPhone('Redis killed');
        await shareDiia('Redis killed');

        // 4. A new, empty Redis on the same port: the app reconnects by itself and counts there again.
        await redis.restart();
        await expect
          .poll(async () => (await login(newAddress()), t.app.rateLimitFallback.usingFallback), {
            timeout: 30_000,
            interval: 200,
          })
          .toBe(false);
        await burstsFor('Redis back');
        const check = new Redis(redis.url);
        try {
          expect((await check.keys('posylka-rl:*')).length).toBeGreaterThan(0);
        } finally {
          check.disconnect();
        }
        // The subscription made before the outage is restored, and new ones work.
        await expect
          .poll(
            async () => {
              await t.app.realtime.publish(channel, { n: 4 }).catch(() => undefined);
              return received.some((m) => (m as { n: number }).n === 4);
            },
            { timeout: 30_000, interval: 200 },
          )
          .toBe(true);
        // A channel whose subscribe failed while Redis was down can be subscribed now (the failed
        // attempt left no listener behind that would make this one skip the Redis SUBSCRIBE).
        const fresh: unknown[] = [];
        await t.app.realtime.subscribe(`${channel}-3`, (data) => fresh.push(data));
        await t.app.realtime.publish(`${channel}-3`, { n: 5 });
        await expect.poll(() => fresh).toEqual([{ n: 5 }]);
        await verifyPhone('Redis back');
        await shareDiia('Redis back');

        const hammered = await stopHammer();
        const context = `seed ${CHAOS_SEED}, background sign-ins ${JSON.stringify(hammered)}`;
        expect(unexpected, context).toEqual([]);
        expect(hammered[429], context).toBeGreaterThan(0);
        expect(slowestMs, context).toBeLessThan(STALL_LIMIT_MS);
        expect(logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
      },
      scenarioTimeout(4, 1),
    );
  },
);
