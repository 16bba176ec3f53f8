// Runs the browser journeys with node's test runner. Debian's Chromium is required: CI installs it
// (.ci/run); on a developer machine without it the journeys are skipped with a loud notice.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH, SHARED_BROWSER_ENV, launchBrowserServer } from './support/browser.js';
import { SHARED_SERVER_ENV, startOwnServer } from './support/server.js';

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
const built = [join('apps', 'web', 'build', 'server', 'index.js'), join('apps', 'server', 'dist', 'main.js')];
if (!built.every((file) => existsSync(join(here, '..', file)))) {
  console.error('The web app or the server is not built: run `npm run build` first.');
  process.exit(1);
}

const files = readdirSync(join(here, 'journeys'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => join(here, 'journeys', f));
// One service and one Chromium for every file (starting them took ~10 s per file): each journey
// makes its own customers, phone numbers and parcels, so the files do not meet in the data. A file
// that needs a service configured otherwise (setUpStage's `env`) or changes the seeded demo
// customer that other files read (my-address, parcel-page) starts its own (startOwnServer).
const started = Date.now();
const [server, browser] = await Promise.all([startOwnServer(), launchBrowserServer()]);
console.log(`journeys: service and browser ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const status = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    cwd: here,
    env: { ...process.env, [SHARED_SERVER_ENV]: server.url, [SHARED_BROWSER_ENV]: browser.wsEndpoint() },
  });
  child.once('exit', (code) => resolve(code ?? 1));
});
await browser.close();
await server.stop();
console.log(`journeys: ${files.length} files in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(status);
