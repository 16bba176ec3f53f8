import { openDatabase } from '../src/db/database.js';
import { runMigrations } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';

/** Builds a migrated and seeded in-memory PGlite and returns its data directory as a tarball. */
export async function buildPgliteSnapshot(): Promise<Buffer> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  try {
    await runMigrations(handle);
    await seed(handle.db);
    const dump = await handle.client.dumpDataDir('gzip');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await handle.close();
  }
}

/** The same database URL with another database name (for template clones). */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
