// Playwright traces of the journeys that fail (issue 17 item 8 "traces on failure kept as CI
// artifacts"): every browser context records one (the DOM snapshot of each step; screencast frames
// cost the journeys half their time again, and the failure screenshot is taken anyway); when
// a context closes its trace is written aside, and after each test it is kept under
// e2e/test-results/traces/ if the test failed, deleted if it passed. Open one with
// `npx playwright-core show-trace <file>` (offline; nothing is downloaded). E2E_TRACES=0 turns them off.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';

export const TRACE_DIR = resolve(import.meta.dirname, '..', 'test-results', 'traces');
const enabled = process.env.E2E_TRACES !== '0';
const scratch = join(tmpdir(), `posylka-traces-${process.pid}`);
/** Traces of the contexts the current test closed, not yet kept or deleted. */
const written: string[] = [];
let count = 0;

/** The journey's browser, whose new contexts record a trace (see the file's head). */
export function recordTraces(browser: Browser): Browser {
  if (!enabled) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await context.tracing.start({ screenshots: false, snapshots: true });
    writeTraceOnClose(context);
    return context;
  };
  return browser;
}

function writeTraceOnClose(context: BrowserContext): void {
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    mkdirSync(scratch, { recursive: true });
    const file = join(scratch, `${++count}.zip`);
    // A context the browser already lost has no trace to give; closing must still go on.
    await context.tracing
      .stop({ path: file })
      .then(() => written.push(file))
      .catch(() => undefined);
    return close(...args);
  };
}

const fileName = (test: string) =>
  test
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

// A hook of every journey file that imports the browser support: keep the failed test's traces.
afterEach((t) => {
  const files = written.splice(0);
  // Node 20.12+ tells a hook whether its test passed; the types of @types/node 20 do not say so yet.
  if ((t as { passed?: boolean }).passed !== false) {
    for (const file of files) rmSync(file, { force: true });
    return;
  }
  mkdirSync(TRACE_DIR, { recursive: true });
  files.forEach((file, index) => {
    const kept = join(TRACE_DIR, `${fileName(t.name)}-${Date.now()}-${index + 1}.zip`);
    renameSync(file, kept);
    console.log(`trace of the failed journey: ${kept}`);
  });
});
