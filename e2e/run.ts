// Runs the browser journeys on Playwright Test (playwright.config.ts). Debian's Chromium is required:
// CI installs it (.ci/run); on a developer machine without it the journeys are skipped with a loud
// notice. Arguments go to `playwright test` (a file name, `--grep`, ...).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const built = [join('apps', 'web', 'build', 'server', 'index.js'), join('apps', 'server', 'dist', 'main.js')];
if (!built.every((file) => existsSync(join(here, '..', file)))) {
  console.error('The web app or the server is not built: run `npm run build` first.');
  process.exit(1);
}

const started = Date.now();
const status = await new Promise<number>((resolve) => {
  const child = spawn(
    'npx',
    ['--no-install', 'playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: here,
    },
  );
  child.once('exit', (code) => resolve(code ?? 1));
});
console.log(`journeys: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(status);
