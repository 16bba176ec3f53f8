/**
 * What the server hands to React Router loaders/actions as `context`: `api` calls this same server's
 * /api in-process, forwarding the page request's cookie, authorization and x-locale headers.
 * `path` may include or omit the /api prefix. Cookie-authenticated writes still need the CSRF header:
 * pass `x-csrf-token` in `init.headers` (or it is taken from the page request when present).
 */
export type ServerApi = (path: string, init?: RequestInit) => Promise<Response>;

export interface AppLoadContext {
  api: ServerApi;
  /**
   * Per-request CSP nonce. The page Content-Security-Policy allows only our own script files and
   * inline scripts carrying this nonce: pass it to `<ServerRouter nonce>` in entry.server and to
   * `<Scripts nonce>` / `<ScrollRestoration nonce>` in the root layout.
   */
  cspNonce: string;
}
