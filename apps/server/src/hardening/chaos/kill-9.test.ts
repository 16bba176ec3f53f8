// Issue 15 "Tests in CI: Chaos", item 3: the server process killed with SIGKILL in the middle of
// writes (an OOM kill, a host losing power to the container) loses no write it acknowledged. A 201
// tells the customer the address is saved; after the restart on the same data it must be there. Runs
// on PGlite (a data folder, in every test run) and on PostgreSQL (a fresh database, where
// DATABASE_URL is set: CI's PostgreSQL stage).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAOS_SECONDS, CHAOS_SEED, STALL_LIMIT_MS, scenarioTimeout, seededRandom, sleep } from './budget.js';
import { createChaosDatabase, type ChaosDatabase } from './postgres.js';
import { startServer, type ServerOptions, type ServerProcess } from './server-process.js';
import { listedAddressIds, storedAddressIds } from './stored-writes.js';
import {
  lostWrites,
  registerCustomers,
  startWriteLoad,
  stopAllWriteLoads,
  waitForAcknowledged,
} from './write-load.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await stopAllWriteLoads();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'posylka-chaos-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(options: ServerOptions): Promise<ServerProcess> {
  const server = await startServer(options);
  cleanups.push(() => server.kill9());
  return server;
}

/**
 * Writes for CHAOS_SECONDS, kills the process at a seeded moment of the second half, starts a new
 * process on the same data (same port, so the clients need nothing new) and looks for every
 * acknowledged write in the database and in the customers' address books.
 */
async function killUnderLoad(options: ServerOptions, readStored: (ids: string[]) => Promise<Set<string>>) {
  const random = seededRandom(CHAOS_SEED);
  const first = await started(options);
  const customers = await registerCustomers(first.url, 4, randomBytes(4).toString('hex'));
  let url = first.url;
  const load = startWriteLoad({
    baseUrl: () => url,
    customers,
    workersPerCustomer: 2,
    expectNoAnswer: true,
    random,
  });
  // Some writes are surely acknowledged before the kill, whatever the machine's speed.
  await waitForAcknowledged(load, 10);
  await sleep(CHAOS_SECONDS * 1000 * (0.5 + random() / 2));
  await first.kill9();
  const beforeKill = load.report.acknowledged.length;
  const report = await load.stop();
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

  const second = await started({ ...options, port: first.port });
  url = second.url;
  // The restarted process takes writes again.
  const after = startWriteLoad({ baseUrl: () => url, customers, random });
  await waitForAcknowledged(after, 4);
  const afterReport = await after.stop();

  const context = `seed ${CHAOS_SEED}, ${beforeKill} acknowledged before the kill, statuses ${JSON.stringify(report.statuses)}`;
  // Nothing but 201s, or requests cut by the kill (no answer); never a 5xx or a stall.
  expect(report.unexpected, context).toEqual([]);
  expect(afterReport.unexpected, context).toEqual([]);
  expect(Math.max(report.slowestMs, afterReport.slowestMs), context).toBeLessThan(STALL_LIMIT_MS);

  const acknowledged = [...report.acknowledged, ...afterReport.acknowledged];
  const listed = new Set<string>();
  for (const customer of customers) for (const id of await listedAddressIds(url, customer)) listed.add(id);
  expect(lostWrites(acknowledged, listed), `lost in the address books (${context})`).toEqual([]);

  await second.stop();
  expect(second.exitCode(), second.output()).toBe(0);
  const stored = await readStored(acknowledged.map((w) => w.id));
  expect(lostWrites(acknowledged, stored), `lost in the database (${context})`).toEqual([]);
  return { acknowledged: acknowledged.length };
}

describe('kill -9 under write load (issue 15 chaos)', () => {
  // PGlite needs no service: it runs in the PGlite stage, not again in the PostgreSQL one.
  it.skipIf(process.env.DATABASE_URL)(
    'PGlite: no acknowledged write is lost, and the restarted server takes over the folder',
    async () => {
      const work = tempFolder();
      const pgliteDir = path.join(work, 'pglite');
      await killUnderLoad({ workDir: work, pgliteDir }, (ids) => storedAddressIds({ pgliteDir }, ids));
    },
    scenarioTimeout(2, 2),
  );

  it.runIf(process.env.DATABASE_URL)(
    'PostgreSQL: no acknowledged write is lost (DATABASE_URL)',
    async () => {
      const work = tempFolder();
      const database: ChaosDatabase = await createChaosDatabase(process.env.DATABASE_URL!);
      cleanups.push(() => database.drop());
      await killUnderLoad({ workDir: work, databaseUrl: database.url }, (ids) =>
        storedAddressIds({ databaseUrl: database.url }, ids),
      );
    },
    scenarioTimeout(2, 2),
  );
});
