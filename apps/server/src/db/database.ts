import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockFolder } from './folder-lock.js';
import * as schema from './schema/index.js';
import { releaseClientsOfFailedTransactions } from './transaction-release.js';

export { DatabaseLockedError } from './folder-lock.js';

export type Schema = typeof schema;

/** One Drizzle type for both drivers: features never know whether PGlite or PostgreSQL answers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string | undefined;
  /** PGlite data directory (absolute), or `memory://` for a throw-away in-memory database. */
  pgliteDir?: string;
  /** PGlite only: start from a `dumpDataDir()` tarball (test snapshots). */
  loadDataDir?: Blob | File;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: told of connections lost outside a query (restart, terminated backend), for the log. */
  onConnectionError?: (err: Error) => void;
}

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the server is away a request waits at most this long for a connection, then fails
      // (503 through the error handler) instead of queueing without end.
      connectionTimeoutMillis: 5000,
    });
    const onError = options.onConnectionError ?? (() => {});
    // A client losing its connection (PostgreSQL restart, pg_terminate_backend) emits 'error'. The
    // pool listens only while a client is idle; a checked-out client without a listener would throw
    // an unhandled 'error' and kill the process. The failing query rejects on its own (-> 503), the
    // pool drops the broken client on release, and the next query opens a new connection.
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    releaseClientsOfFailedTransactions(db);
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    // One process per folder: a second server would run its own database over the same files.
    unlock = lockFolder(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  return { kind: 'pglite', db, client, close };
}
