import { loadConfig } from '../../config/index.js';
import { openDatabase } from '../database.js';
import { runMigrations } from '../migrate.js';

const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  await runMigrations(handle);
  console.info(`migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
