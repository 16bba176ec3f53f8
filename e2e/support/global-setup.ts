// Playwright Test's global setup: one service and one Chromium for every journey file (starting them
// took ~10 s per file). Each journey makes its own customers, phone numbers and parcels, so the files
// do not meet in the data. A file that needs a service configured otherwise (setUpStage's `env`) or
// changes the seeded demo customer that other files read (my-address, parcel-page) starts its own
// (startOwnServer). The workers read both addresses from the environment set here.
import { SHARED_BROWSER_ENV, launchBrowserServer } from './browser.js';
import { SHARED_SERVER_ENV, startOwnServer } from './server.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const [server, browser] = await Promise.all([startOwnServer(), launchBrowserServer()]);
  process.env[SHARED_SERVER_ENV] = server.url;
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  console.log(`journeys: service and browser ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    await browser.close();
    await server.stop();
  };
}
