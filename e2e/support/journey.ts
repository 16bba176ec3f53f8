// The stage of a journey file: one real service and one browser, started before the file's first
// journey and stopped after its last (node:test hooks), so the journeys of a file share the start-up
// cost while every file still gets a fresh database.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface Stage {
  /** The running service; read it inside a test (it exists once the file's `before` has run). */
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Registers the file's before/after hooks; call once at the top level of a journey file. */
export function setUpStage(): Stage {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  after(async () => {
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
