// Issue 15 "Tests in CI: Chaos", item 1: PostgreSQL restarted under write load. The app must stay
// up, answer 503 with Retry-After while the database is away (never a 500, never a crash), become
// ready again by itself once it is back, and keep every write it acknowledged.
//
// The shared PostgreSQL is never restarted (other test runs use it): the real server process talks to
// a fresh database through a proxy (postgres-proxy.ts), and a restart is played as the app would see
// it: every session is terminated (57P01 admin_shutdown on each connection), the port is closed
// (connections cut, new ones refused), then new connections get 57P03 "starting up", then it is back.
// Runs where DATABASE_URL is set (CI's PostgreSQL stage); PGlite has no connections to lose.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAOS_SECONDS, CHAOS_SEED, STALL_LIMIT_MS, scenarioTimeout, seededRandom, sleep } from './budget.js';
import { createChaosDatabase, type ChaosDatabase } from './postgres.js';
import { startPostgresProxy, type PostgresProxy } from './postgres-proxy.js';
import { startServer, type ServerProcess } from './server-process.js';
import { storedAddressIds } from './stored-writes.js';
import {
  lostWrites,
  registerCustomers,
  startWriteLoad,
  stopAllWriteLoads,
  waitForAcknowledged,
} from './write-load.js';

const OUTAGE_SECONDS = Math.max(2, CHAOS_SECONDS);

describe.runIf(process.env.DATABASE_URL)(
  'PostgreSQL restarted under write load (issue 15 chaos, DATABASE_URL)',
  () => {
    let database: ChaosDatabase | undefined;
    let proxy: PostgresProxy | undefined;
    let server: ServerProcess | undefined;
    let work: string | undefined;
    afterAll(async () => {
      await stopAllWriteLoads();
      await server?.kill9();
      await proxy?.close();
      await database?.drop();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    it(
      'answers 503 with Retry-After during the outage, recovers without a restart and loses no acknowledged write',
      async () => {
        const random = seededRandom(CHAOS_SEED);
        database = await createChaosDatabase(process.env.DATABASE_URL!);
        const direct = new URL(database.url);
        proxy = await startPostgresProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
        const throughProxy = new URL(database.url);
        throughProxy.hostname = '127.0.0.1';
        throughProxy.port = String(proxy.port);
        work = mkdtempSync(path.join(tmpdir(), 'posylka-chaos-'));
        // The server migrates and seeds the empty database through the proxy, as it does on start.
        server = await startServer({ workDir: work, databaseUrl: throughProxy.toString() });
        const url = server.url;
        const running = server;
        // A refused probe means the process died: say so with its output.
        const get = (route: string) =>
          fetch(`${url}${route}`).catch((err: unknown) => {
            throw new Error(`${route} got no answer (exit ${running.exitCode()}):\n${running.output()}`, {
              cause: err,
            });
          });

        const customers = await registerCustomers(url, 4, randomBytes(4).toString('hex'));
        const load = startWriteLoad({ baseUrl: () => url, customers, workersPerCustomer: 2, random });
        await waitForAcknowledged(load, 10);
        await sleep(CHAOS_SECONDS * 1000);

        // The restart: sessions terminated (57P01 reaches the app through the proxy), then the port goes
        // for two thirds of the outage and answers "starting up" for the last third.
        expect(await database.terminateBackends()).toBeGreaterThan(0);
        await sleep(100);
        await proxy.down();
        const acknowledgedAtOutage = load.report.acknowledged.length;
        const probes: { status: number; retryAfter: string | null }[] = [];
        const startingUpAt = Date.now() + (OUTAGE_SECONDS * 1000 * 2) / 3;
        const outageEnds = Date.now() + OUTAGE_SECONDS * 1000;
        while (Date.now() < outageEnds) {
          if (Date.now() >= startingUpAt) await proxy.startingUp();
          const ready = await get('/readyz');
          probes.push({ status: ready.status, retryAfter: ready.headers.get('retry-after') });
          // Liveness is not readiness: the process answers while its database is away.
          expect((await get('/healthz')).status).toBe(200);
          await sleep(250);
        }
        const duringOutage = { ...load.report.statuses };
        await proxy.up();

        // Ready again by itself (the pool opens new connections), and writes are acknowledged again.
        const deadline = Date.now() + 60_000;
        while ((await get('/readyz')).status !== 200) {
          if (Date.now() > deadline)
            throw new Error(`not ready 60 s after the database came back:\n${server.output()}`);
          await sleep(200);
        }
        await waitForAcknowledged(load, 10);
        await sleep(CHAOS_SECONDS * 1000);
        const report = await load.stop();

        const context = `seed ${CHAOS_SEED}, statuses ${JSON.stringify(report.statuses)}, by the end of the outage ${JSON.stringify(duringOutage)}, ${acknowledgedAtOutage} acknowledged before it`;
        expect(server.exitCode(), server.output()).toBeNull();
        expect(server.output()).not.toMatch(/uncaught|unhandled/i);
        expect(report.unexpected, context).toEqual([]);
        expect(report.statuses['503'], context).toBeGreaterThan(0);
        expect(report.slowestMs, context).toBeLessThan(STALL_LIMIT_MS);
        expect(probes.length).toBeGreaterThan(0);
        for (const probe of probes)
          expect(probe).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });

        const stored = await storedAddressIds(
          { databaseUrl: database.url },
          report.acknowledged.map((w) => w.id),
        );
        expect(lostWrites(report.acknowledged, stored), context).toEqual([]);

        await server.stop();
        expect(server.exitCode(), server.output()).toBe(0);
      },
      scenarioTimeout(3, 1),
    );
  },
);
