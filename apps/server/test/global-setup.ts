import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromRepoRoot } from '../src/config/index.js';
import { openDatabase } from '../src/db/database.js';
import { runMigrations } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';
import { buildPgliteSnapshot, withDatabaseName } from './snapshot.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite path: tarball of a migrated + seeded data directory. */
    pgliteSnapshot: string | null;
    /** PostgreSQL path: the migrated + seeded template database each test clones. */
    pgTemplate: string | null;
  }
}

/**
 * Migrates and seeds ONCE per run. Each test app then starts from a copy: a PGlite instance loaded
 * from the dumped data directory, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `posylka_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({ url: withDatabaseName(url, template), poolSize: 1 });
    try {
      await runMigrations(handle);
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', null);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = fromRepoRoot('var/test-snapshot');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${process.pid}.tar.gz`);
  writeFileSync(file, await buildPgliteSnapshot());
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', null);
  return async () => rmSync(file, { force: true });
}
