import type { Config } from '../config/index.js';
import type { DatabaseHandle } from './database.js';
import { runMigrations } from './migrate.js';
import { seed } from './seed/index.js';

/**
 * What every start does to the database, in one place so the production-start test runs the same
 * steps as `main`: migrations, then the seed when SEED is on, with demo accounts only outside production.
 */
export async function prepareDatabase(handle: DatabaseHandle, config: Config): Promise<void> {
  await runMigrations(handle);
  if (config.seed) await seed(handle.db, { demo: config.seedDemo });
}
