// The browser journeys on Playwright Test (issue 17 item 8), in Debian's Chromium (never a downloaded
// build: support/browser.ts launches /usr/bin/chromium). `npm run test:e2e` goes through run.ts, which
// checks the browser and the build first.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './journeys',
  testMatch: '*.test.ts',
  // One worker: the machines have 2 cores, and the service and Chromium the journeys share take them.
  workers: 1,
  fullyParallel: false,
  // A journey walks a whole flow at two widths; a test stuck past this is a failure, not a hang.
  timeout: 5 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Each test with its time, and the run's total at the end.
  reporter: 'list',
  reportSlowTests: null,
  globalSetup: './support/global-setup.ts',
  // A failed test keeps the trace of every browser context it used (DOM snapshots of each step;
  // screencast frames made the journeys half again as slow and are left out), beside the screenshots.
  // Open one with `npx playwright show-trace <file>` (offline). E2E_TRACES=0 turns them off.
  outputDir: './test-results/playwright',
  preserveOutput: 'failures-only',
  use: {
    trace:
      process.env.E2E_TRACES === '0'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
});
