// Loads saved Nova Poshta API answers into the directory:
//   npm run db:import-np -- data/novaposhta            (every *.json of a folder)
//   npm run db:import-np -- data/novaposhta/np_getAreas.json data/novaposhta/np_getWarehouses_Lviv_2022-09.json
// Uses the server's database (DATABASE_URL, else the PGlite files under var/); migrates first.
import { resolve } from 'node:path';
import { loadConfig } from '../../../config/index.js';
import { openDatabase } from '../../database.js';
import { runMigrations } from '../../migrate.js';
import { importNpFiles, listInputFiles, readNpFiles } from './importer.js';

// npm runs workspace scripts inside apps/server; paths are meant from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const inputs = process.argv.slice(2).map((input) => resolve(base, input));
if (inputs.length === 0) {
  console.error('Usage: npm run db:import-np -- <folder or files of Nova Poshta API answers>');
  process.exit(2);
}

const { files, skipped } = readNpFiles(listInputFiles(inputs));
const handle = await openDatabase(loadConfig().database);
try {
  await runMigrations(handle);
  const started = Date.now();
  const result = await importNpFiles(handle.db, files);
  for (const line of skipped) console.info(`skipped ${line}`);
  console.info(
    `Nova Poshta directory (${handle.kind}): ${result.areas} areas, ${result.warehouseTypes} warehouse types, ` +
      `${result.cities} cities, ${result.warehouses} warehouses in ${Date.now() - started} ms`,
  );
} finally {
  await handle.close();
}
