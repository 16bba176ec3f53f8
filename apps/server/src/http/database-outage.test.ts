import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { withDatabaseName } from '../../test/snapshot.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

// Issue 15 item 2: a PostgreSQL restart under load killed the process (a checked-out client emitted
// an unhandled 'error' 57P01). Only PostgreSQL has connections to lose: skipped on PGlite.
describe.runIf(process.env.DATABASE_URL)('PostgreSQL backends terminated under load (DATABASE_URL)', () => {
  let t: TestApp;
  let killer: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;
    killer = new pg.Client({ connectionString: withDatabaseName(process.env.DATABASE_URL!, name) });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  const terminateBackends = () =>
    killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );

  it('stays alive, answers 503 with Retry-After or succeeds while connections die, then recovers', async () => {
    const statuses: number[] = [];
    const request = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      statuses.push(res.statusCode);
      if (res.statusCode === 503) expect(res.headers['retry-after']).toMatch(/^\d+$/);
      return res;
    };
    // Checked-out clients while their backends are terminated: one inside a query, and one in a
    // transaction between queries (no query to reject, so the client itself emits 'error': the case
    // that killed the process).
    const settle = (work: Promise<unknown>) =>
      work.then(() => 200).catch((err: unknown) => (isDatabaseUnavailable(err) ? 503 : 500));
    const slow = () => settle(t.db.execute(sql`select pg_sleep(0.3)`));
    const idleInTransaction = () =>
      settle(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        }),
      );
    for (let round = 0; round < 5; round++) {
      const load = Promise.all([
        ...Array.from({ length: 2 }, () => slow().then((s) => statuses.push(s))),
        ...Array.from({ length: 2 }, () => idleInTransaction().then((s) => statuses.push(s))),
        ...Array.from({ length: 8 }, (_, i) =>
          request(i % 2 ? '/api/catalog/categories?limit=3' : '/readyz'),
        ),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await terminateBackends();
      await load;
    }
    // Every answer is a success or a 503, never a 500; the process did not crash (we are still here).
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);

    // Recovery without a restart: the pool opens new connections.
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/categories?limit=3' });
    expect(res.statusCode).toBe(200);
    // No connection stays held by a transaction that died on `begin` (db/transaction-release.ts):
    // every client of the pool is idle again, else the pool shrinks for good and never ends.
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 5000 });
  });
});

describe('database-unavailable errors map to 503', () => {
  it('recognises restart, shutdown, refused and connection-class errors, also wrapped in cause', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', '08006', '08003']) {
      expect(isDatabaseUnavailable(coded(code))).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: coded(code) }))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['23505', '22P02', '40001', 'ENOENT'])
      expect(isDatabaseUnavailable(coded(code))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
