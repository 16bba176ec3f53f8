// Loads the official Harmonized System list into hs_codes:
//   tsx src/db/seed/reference/import-hs.ts /path/to/hs_codes_harmonized_system.csv
// Uses the same database as the server (DATABASE_URL, else the PGlite files under var/); migrates
// first so it also works on a fresh database. Safe to run again: unchanged rows are not written.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../../config/index.js';
import { openDatabase } from '../../database.js';
import { runMigrations } from '../../migrate.js';
import { parseHsCsv } from './hs-csv.js';
import { importHsCodes } from './hs-import.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: tsx src/db/seed/reference/import-hs.ts <harmonized-system.csv>');
  process.exit(2);
}

const rows = parseHsCsv(readFileSync(file, 'utf8'));
const handle = await openDatabase(loadConfig().database);
try {
  await runMigrations(handle);
  const result = await importHsCodes(handle.db, rows);
  console.info(`HS codes: ${result.read} read, ${result.written} inserted or changed (${handle.kind})`);
} finally {
  await handle.close();
}
