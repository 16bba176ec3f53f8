// The pages' Content-Security-Policy has no 'unsafe-eval'. Zod 4 probes `new Function` on its first
// parse to compile a faster object parser; the browser blocks the probe (Zod falls back quietly) but
// still reports a CSP violation on every page that validates a form, which Lighthouse counts against
// best practices (issue 18 item 8). Jitless skips the probe and the compiled path. Browser only: the
// server process shares Zod with the API, which keeps its compiled parsers.
import { config } from 'zod/v4/core';

if (typeof document !== 'undefined') config({ jitless: true });
