import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config/index.js';
import { maskPersonalData } from './mask.js';

// Secrets and personal data never reach the logs: headers carrying credentials, and any field that
// holds a password, token, e-mail or phone number, at the top level or up to two levels down.
const SENSITIVE_FIELDS = [
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'csrfToken',
  'oneTimePassword',
  'email',
  'to',
  'phone',
  'phoneNumber',
  'authorization',
  'cookie',
  // Identity documents (SPEC §3 Identity document input): personal data, never in a log line.
  'serialNumber',
  'identityCardNumber',
  'taxNumber',
  'registration',
  'issuedBy',
  'birthDate',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SENSITIVE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

export { maskPersonalData } from './mask.js';

/**
 * Database errors repeat the offending values (e.g. a duplicate e-mail, or a whole 300 KB field) in
 * message, detail, query parameters and causes: every string in the serialized error is masked and
 * bounded, a few levels down, so one hostile request cannot make a log line huge or slow.
 */
function maskDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth <= 0) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => maskDeep(v, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = maskDeep(v, depth - 1);
  return out;
}

function serializeError(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  return maskDeep(out, 4);
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((a) => (typeof a === 'string' ? maskPersonalData(a) : a));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}

/**
 * The app's logger: JSON lines (for log shippers), or pretty lines in development on a terminal.
 * Tests pass a destination to capture the output.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'env'>>,
  destination?: DestinationStream,
): Logger {
  if (destination) return pino(loggerOptions(config), destination);
  if (config.env === 'development' && process.stdout.isTTY) {
    return pino({
      ...loggerOptions(config),
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  }
  return pino(loggerOptions(config));
}
