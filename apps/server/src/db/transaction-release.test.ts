// The transaction of db/transaction-release.ts against drizzle-orm's own, on a pool whose connection
// dies as the transaction begins (no database needed: the pool hands out a client that answers like
// one whose backend was just terminated, 57P01).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { releaseClientsOfFailedTransactions } from './transaction-release.js';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

// drizzle wraps the driver's error in its own, with the driver's as the cause.
const TERMINATED = { cause: { code: '57P01' } };

/** A pool whose one client fails the statements `failing` matches, and records how it went back. */
function poolWith(failing: RegExp) {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  const statements: string[] = [];
  const release = vi.fn();
  const client = {
    query: async (config: { text: string } | string) => {
      const text = typeof config === 'string' ? config : config.text;
      statements.push(text);
      if (failing.test(text)) throw terminated();
      return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
    },
    release,
  };
  vi.spyOn(pool, 'connect').mockImplementation(async () => client as unknown as pg.PoolClient);
  return { pool, statements, release };
}

describe('a transaction whose connection dies gives its client back (drizzle-orm node-postgres)', () => {
  it('`begin` fails: the client goes back with the error, so the pool drops it; the error reaches the caller', async () => {
    const { pool, release } = poolWith(/^begin/);
    const db = drizzle(pool);
    releaseClientsOfFailedTransactions(db);
    const body = vi.fn(async () => 'done');
    await expect(db.transaction(body)).rejects.toMatchObject(TERMINATED);
    expect(body).not.toHaveBeenCalled();
    expect(release).toHaveBeenCalledOnce();
    expect(release.mock.calls[0]![0]).toMatchObject(TERMINATED);
  });

  it('drizzle-orm alone never gives it back (when this fails, drizzle fixed it and the guard can go)', async () => {
    const { pool, release } = poolWith(/^begin/);
    const db = drizzle(pool);
    await expect(db.transaction(async () => 'done')).rejects.toMatchObject(TERMINATED);
    expect(release).not.toHaveBeenCalled();
  });

  it("the body fails and so does `rollback`: the body's error reaches the caller, the client goes back broken", async () => {
    const { pool, statements, release } = poolWith(/^rollback/);
    const db = drizzle(pool);
    releaseClientsOfFailedTransactions(db);
    const refused = new Error('the rule refused it');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(statements).toEqual(['begin', 'select 1', 'rollback']);
    expect(release.mock.calls[0]![0]).toMatchObject(TERMINATED);
  });

  it('a transaction that commits returns its result and gives the client back whole, with its isolation level', async () => {
    const { pool, statements, release } = poolWith(/^never$/);
    const db = drizzle(pool);
    releaseClientsOfFailedTransactions(db);
    const result = await db.transaction(
      async (tx) => {
        await tx.execute(sql`select 1`);
        return 42;
      },
      { isolationLevel: 'serializable' },
    );
    expect(result).toBe(42);
    expect(statements).toEqual(['begin isolation level serializable', 'select 1', 'commit']);
    expect(release).toHaveBeenCalledExactlyOnceWith(undefined);
  });
});
