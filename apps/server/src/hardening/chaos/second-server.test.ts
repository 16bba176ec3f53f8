// Issue 15 "Tests in CI: Chaos", item 4: a second server started on the PGlite folder of a running
// one (a second `npm start`, a deploy script starting the new process before stopping the old) would
// run its own database over the same files and lose one side's writes. db/folder-lock.test.ts tests
// the lock function in one process; this starts two real server processes: the second must exit
// non-zero naming the first's pid, and the first keeps serving (and writing) untouched.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAOS_SEED, scenarioTimeout, seededRandom } from './budget.js';
import { spawnServer, startServer, type ServerProcess } from './server-process.js';
import { listedAddressIds } from './stored-writes.js';
import {
  lostWrites,
  registerCustomers,
  startWriteLoad,
  stopAllWriteLoads,
  waitForAcknowledged,
} from './write-load.js';

// PGlite needs no service: it runs in the PGlite stage, not again in the PostgreSQL one.
describe.skipIf(process.env.DATABASE_URL)(
  'a second server on the same PGlite folder (issue 15 chaos)',
  () => {
    const work = mkdtempSync(path.join(tmpdir(), 'posylka-chaos-'));
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await stopAllWriteLoads();
      for (const server of servers) await server.kill9();
      rmSync(work, { recursive: true, force: true });
    });

    it(
      'refuses to start with a clear message while the first keeps serving its writes',
      async () => {
        const pgliteDir = path.join(work, 'pglite');
        const first = await startServer({ workDir: work, pgliteDir });
        servers.push(first);
        expect(readFileSync(`${pgliteDir}.lock`, 'utf8').trim()).toBe(String(first.pid));

        // The first server is busy writing while the second one tries to open the folder.
        const customers = await registerCustomers(first.url, 2, randomBytes(4).toString('hex'));
        const load = startWriteLoad({
          baseUrl: () => first.url,
          customers,
          random: seededRandom(CHAOS_SEED),
        });
        await waitForAcknowledged(load, 5);

        const second = await spawnServer({ workDir: work, pgliteDir });
        servers.push(second);
        const exit = await second.exited;
        await waitForAcknowledged(load, 5);
        const report = await load.stop();

        expect(exit.code, second.output()).not.toBe(0);
        expect(exit.code).not.toBeNull();
        // One line for the operator, naming the folder, the running process and the way out; no stack.
        expect(second.output()).toContain(
          `The PGlite folder ${pgliteDir} is in use by another Posylka process (pid ${first.pid})`,
        );
        expect(second.output()).toMatch(/set PGLITE_DIR to another folder/);
        expect(second.output()).not.toMatch(/^\s+at /m);

        // The first is untouched: still the lock's owner, still ready, every acknowledged write listed.
        expect(readFileSync(`${pgliteDir}.lock`, 'utf8').trim()).toBe(String(first.pid));
        expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
        expect(report.unexpected).toEqual([]);
        const listed = new Set<string>();
        for (const customer of customers)
          for (const id of await listedAddressIds(first.url, customer)) listed.add(id);
        expect(lostWrites(report.acknowledged, listed)).toEqual([]);

        await first.stop();
        expect(first.exitCode(), first.output()).toBe(0);
      },
      scenarioTimeout(1, 2),
    );
  },
);
