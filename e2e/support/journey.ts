// The stage of a journey file: the real service and a browser, ready before the file's first journey
// and let go after its last (Playwright Test's beforeAll/afterAll). They are the one service and the
// one Chromium every file shares (global-setup.ts), unless the file asks for a service of its own.
import { test } from '@playwright/test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface Stage {
  /** The running service; read it inside a test (it exists once the file's `before` has run). */
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the file's before/after hooks; call once at the top level of a journey file. `env` (read
 * in `beforeAll`) configures a service of the file's own instead of the runner's shared one.
 */
export function setUpStage(
  options: { env?: () => Promise<Record<string, string>> | Record<string, string> } = {},
): Stage {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  test.beforeAll(async () => {
    server = await startServer(await options.env?.());
    browser = await launchBrowser();
  });

  test.afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started: read it inside a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
