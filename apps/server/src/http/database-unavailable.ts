/**
 * Errors that mean "the database is away for now" (restart, failover, terminated backends, network),
 * not "this request is wrong": the client should retry later, so they answer 503 with Retry-After
 * instead of a 500 that reads as a bug.
 */

// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (starting up / shutting down).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
// Socket errors of node-postgres while connecting or mid-query.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
// node-postgres raises these without a code when the server closes the connection or the pool waits
// longer than its connectionTimeoutMillis for one.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error/,
];

/** Seconds a client is told to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isUnavailable(error: object): boolean {
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string') {
    // Class 08: connection exception (08000, 08003 no connection, 08006 connection failure, ...).
    if (
      UNAVAILABLE_SQLSTATES.has(code) ||
      UNAVAILABLE_SOCKET_CODES.has(code) ||
      /^08[0-9A-Z]{3}$/.test(code)
    ) {
      return true;
    }
  }
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/**
 * True when the error, or an error it wraps (Drizzle puts the driver's error in `cause`), is a lost or
 * refused database connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (isUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
