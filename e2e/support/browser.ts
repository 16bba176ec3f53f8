import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots are test artifacts: kept under e2e/test-results (ignored by git, kept by CI). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', 'test-results', 'screenshots');

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** The browser server started once for every journey file (global-setup.ts). */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS';

const launchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The browser of a journey file: a connection to the one Chromium of the run (global-setup.ts;
 * closing it closes the file's contexts and disconnects), or without one a Chromium of its own.
 * Playwright Test records a trace of every context made here and keeps it when the test fails.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV];
  if (shared) return chromium.connect(shared);
  // Debian's Chromium, never a downloaded build; the flags keep it off the (closed) network.
  return chromium.launch(launchOptions);
}

/** The one Chromium the journey files share (support/global-setup.ts; see launchBrowser). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const file = join(SCREENSHOT_DIR, `${name}-${width}.png`);
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
