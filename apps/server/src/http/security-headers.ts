import helmet from 'helmet';

/**
 * The security headers of every answer, computed once at start-up by helmet itself (its defaults
 * plus our API policy) instead of per request: @fastify/helmet rebuilt the whole middleware chain on
 * every request, about a tenth of the CPU of a small JSON answer. Pages replace the CSP with their
 * nonce-based policy in the web host.
 */
export function staticSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet's middleware is synchronous; none of its parts reads the request.
  middleware({} as never, res as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (!headers['content-security-policy']) throw new Error('helmet produced no CSP header');
  return Object.freeze(headers);
}
