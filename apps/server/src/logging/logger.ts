import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config/index.js';

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

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// Ukrainian numbers written as 380XXXXXXXXX or +380..., also with spaces/dashes.
const PHONE = /\+?\b380[\d\s-]{9,14}\d\b/g;

/** Masks e-mails and phone numbers inside free-text log messages (e.g. error messages). */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** Database errors repeat the offending values (e.g. a duplicate e-mail) in message and detail. */
function serializeError(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  for (const key of ['message', 'stack', 'detail']) {
    if (typeof out[key] === 'string') out[key] = maskPersonalData(out[key]);
  }
  return out;
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
