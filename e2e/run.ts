// Runs the browser journeys with node's test runner. Debian's Chromium is required: CI installs it
// (.ci/run); on a developer machine without it the journeys are skipped with a loud notice.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './support/browser.js';

const here = import.meta.dirname;
if (!existsSync(CHROMIUM_PATH)) {
  const hint = `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\`.`;
  if (process.env.CI) {
    console.error(hint);
    process.exit(1);
  }
  console.warn(`\n!! Browser journeys SKIPPED. ${hint}\n`);
  process.exit(0);
}
if (!existsSync(join(here, '..', 'apps', 'web', 'build', 'server', 'index.js'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}

const files = readdirSync(join(here, 'journeys'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => join(here, 'journeys', f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  cwd: here,
});
process.exit(result.status ?? 1);
