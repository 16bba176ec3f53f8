// npm run staff:create -- --email ops@example.com [--role admin|operator]
// The password comes from STAFF_PASSWORD or the first line of standard input (never an argument: it
// would stay in the shell history and the process list). Runs the migrations first, like db:seed.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/index.js';
import { createStaffAccount, StaffAccountError } from '../../features/admin/staff-account.js';
import { openDatabase } from '../database.js';
import { runMigrations } from '../migrate.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    'keep-password': { type: 'boolean' },
  },
});
if (!values.email || (values.role !== 'admin' && values.role !== 'operator')) {
  console.error('usage: npm run staff:create -- --email <e-mail> [--role admin|operator] [--keep-password]');
  process.exit(2);
}

async function readPassword(): Promise<string | null> {
  if (values['keep-password']) return null;
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (process.stdin.isTTY) process.stdout.write('Password (input is shown; prefer STAFF_PASSWORD): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const password = await readPassword();
const handle = await openDatabase(loadConfig().database);
try {
  await runMigrations(handle);
  const { created, user } = await createStaffAccount(handle.db, {
    email: values.email,
    password,
    role: values.role,
  });
  console.info(`${created ? 'created' : 'updated'} ${user.role} ${user.email}`);
} catch (error) {
  if (!(error instanceof StaffAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
