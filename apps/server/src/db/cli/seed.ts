import { loadConfig } from '../../config/index.js';
import { openDatabase } from '../database.js';
import { runMigrations } from '../migrate.js';
import { seed } from '../seed/index.js';

// Migrates first so `npm run db:seed` works on an empty database too; both steps are idempotent.
const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  await runMigrations(handle);
  await seed(handle.db, { demo: config.seedDemo });
  console.info(`seed done (${handle.kind})`);
} finally {
  await handle.close();
}
