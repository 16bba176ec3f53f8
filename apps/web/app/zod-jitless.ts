// The pages' Content-Security-Policy has no 'unsafe-eval'. Zod 4 probes `new Function` on its first
// parse to compile a faster object parser; the browser blocks the probe (Zod falls back quietly) but
// still reports a CSP violation on every page that validates a form, which Lighthouse counts against
// best practices (issue 18 item 8). Jitless skips the probe and the compiled path. Browser only: the
// server process shares Zod with the API, which keeps its compiled parsers.
//
// Zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already there
// (zod/v4/core/core.js). Setting it here, instead of calling `config()` from 'zod/v4/core', keeps
// Zod's core out of the pages that parse nothing (home's first-load JavaScript, 3.9 KB gzipped);
// zod-jitless.test.ts fails if Zod stops reading it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== 'undefined') (globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
