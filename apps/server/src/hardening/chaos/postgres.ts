// A throw-away PostgreSQL database per chaos scenario on the shared server (never the server itself:
// other test runs use it at the same time). The app migrates and seeds it on start, as in production.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabaseName } from '../../../test/snapshot.js';

export interface ChaosDatabase {
  name: string;
  /** The database's URL on the real server. */
  url: string;
  /**
   * pg_terminate_backend on every session of the database but the test's own: what a PostgreSQL
   * restart (fast shutdown) does to the app, which gets 57P01 admin_shutdown on each connection.
   */
  terminateBackends(): Promise<number>;
  drop(): Promise<void>;
}

export async function createChaosDatabase(serverUrl: string): Promise<ChaosDatabase> {
  const name = `chaos_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  return {
    name,
    url,
    async terminateBackends() {
      const killer = new pg.Client({ connectionString: serverUrl });
      await killer.connect();
      try {
        const { rows } = await killer.query<{ ok: boolean }>(
          'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return rows.filter((r) => r.ok).length;
      } finally {
        await killer.end();
      }
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
