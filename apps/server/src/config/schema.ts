import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_VERIFICATION_LIMITS, type VerificationLimits } from '@posylka/domain';
import { bool, int, optionalBool, optionalText } from './env-types.js';
import { fromRepoRoot } from './paths.js';
import { notificationsEnvSchema, toNotificationsConfig, type NotificationsConfig } from './notifications.js';
import { telegramEnvSchema, telegramIssues, toTelegramConfig, type TelegramConfig } from './telegram.js';

/** 200 MB of a customer's stored files (invoices and export documents of live orders). */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

/** TRUST_PROXY: booleans, a hop count, or a list of addresses/CIDRs, as Fastify's trustProxy accepts. */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v): boolean | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

/** Provider kinds whose sandbox answers anyone (marks payments paid, shares documents, shows codes). */
export const SANDBOX_KINDS = ['payment', 'diia', 'sms', 'mail'] as const;
export type SandboxKind = (typeof SANDBOX_KINDS)[number];

/** ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: true (all), false/unset (none) or a list of kinds. */
const sandboxAllowance = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ?? '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^(|true|false|(payment|diia|sms|mail)(\s*,\s*(payment|diia|sms|mail))*)$/,
        'must be true, false or a comma-separated list of payment, diia, sms, mail',
      ),
  )
  .transform((v): SandboxKind[] => {
    if (v === 'true') return [...SANDBOX_KINDS];
    if (v === '' || v === 'false') return [];
    return v.split(',').map((k) => k.trim() as SandboxKind);
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PGLITE_DIR: z.string().trim().min(1).default('var/pglite'),
  SEED: bool(true),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  RATE_LIMIT_MAX: int(300, 1, 1_000_000),
  RATE_LIMIT_WINDOW: z.string().trim().min(1).default('1 minute'),
  AUTH_RATE_LIMIT_MAX: int(10, 1, 1_000_000),
  SESSION_TTL_DAYS: int(30, 1, 3650),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().trim().min(1).default('var/files'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  UPLOAD_QUOTA_BYTES_PER_CUSTOMER: int(DEFAULT_UPLOAD_QUOTA_BYTES, 0, Number.MAX_SAFE_INTEGER),
  MAIL_PROVIDER: z.enum(['sandbox', 'smtp']).default('sandbox'),
  MAIL_FROM: z.string().trim().min(3).default('Posylka <no-reply@posylka.test>'),
  SMTP_HOST: optionalText,
  SMTP_PORT: int(587, 1, 65535),
  SMTP_SECURE: optionalBool,
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  REALTIME_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  IDENTITY_ENCRYPTION_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMS_PROVIDER: z.enum(['sandbox', 'turbosms']).default('sandbox'),
  TURBOSMS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.turbosms.ua'),
  TURBOSMS_TOKEN: optionalText,
  TURBOSMS_SENDER: z.string().trim().min(1).max(11, 'must be at most 11 characters').default('Posylka'),
  ...telegramEnvSchema,
  PHONE_VERIFICATION_NUMBER_HOURLY_MAX: int(DEFAULT_VERIFICATION_LIMITS.perNumberPerHour, 1, 1000),
  PHONE_VERIFICATION_ACCOUNT_DAILY_NUMBERS: int(DEFAULT_VERIFICATION_LIMITS.numbersPerAccountPerDay, 1, 1000),
  PHONE_VERIFICATION_IP_HOURLY_MAX: int(DEFAULT_VERIFICATION_LIMITS.perIpPerHour, 1, 1_000_000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'liqpay']).default('sandbox'),
  PAYMENT_SANDBOX_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LIQPAY_PUBLIC_KEY: optionalText,
  LIQPAY_PRIVATE_KEY: optionalText,
  DIIA_PROVIDER: z.enum(['sandbox', 'diia']).default('sandbox'),
  ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: sandboxAllowance,
  DIIA_API_URL: z.url({ protocol: /^https?$/ }).default('https://api2.diia.gov.ua'),
  DIIA_ACQUIRER_TOKEN: optionalText,
  DIIA_AUTH_ACQUIRER_TOKEN: optionalText,
  DIIA_BRANCH_ID: optionalText,
  DIIA_OFFER_ID: optionalText,
  DIIA_CALLBACK_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DIIA_CRYPTO_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  NOVAPOSHTA_API_KEY: optionalText,
  NOVAPOSHTA_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.novaposhta.ua/v2.0/json/'),
  NOVAPOSHTA_SYNC_HOUR: int(3, 0, 23),
  JOBS_TICK_SECONDS: int(30, 1, 3600),
  ...notificationsEnvSchema,
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  WEB_BUILD_DIR: z.string().trim().min(1).default('apps/web/build'),
});

/**
 * Variables required only with a given choice (S3 storage, SMTP mail). Checked on the raw input, apart
 * from the schema, so one start-up error lists them together with every other bad variable.
 */
export function conditionalIssues(
  input: Record<string, string | undefined>,
): { name: string; message: string }[] {
  const missing = (names: string[], when: string) =>
    names.filter((n) => !input[n]?.trim()).map((name) => ({ name, message: `required when ${when}` }));
  return [
    ...(input.STORAGE_DRIVER === 's3'
      ? missing(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'STORAGE_DRIVER=s3')
      : []),
    ...(input.MAIL_PROVIDER === 'smtp' ? missing(['SMTP_HOST'], 'MAIL_PROVIDER=smtp') : []),
    ...(input.SMS_PROVIDER === 'turbosms' ? missing(['TURBOSMS_TOKEN'], 'SMS_PROVIDER=turbosms') : []),
    ...telegramIssues(input),
    ...(input.PAYMENT_PROVIDER === 'liqpay'
      ? missing(['LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY'], 'PAYMENT_PROVIDER=liqpay')
      : []),
    ...(input.DIIA_PROVIDER === 'diia'
      ? missing(
          [
            'DIIA_ACQUIRER_TOKEN',
            'DIIA_AUTH_ACQUIRER_TOKEN',
            'DIIA_BRANCH_ID',
            'DIIA_OFFER_ID',
            'DIIA_CALLBACK_SECRET',
            'DIIA_CRYPTO_URL',
          ],
          'DIIA_PROVIDER=diia',
        )
      : []),
    // Several production instances (Redis fan-out) must sign and check realtime tokens alike.
    ...(input.NODE_ENV === 'production' && input.REDIS_URL?.trim()
      ? missing(['REALTIME_SECRET'], 'REDIS_URL is set in production')
      : []),
    ...(input.NODE_ENV === 'production' ? sandboxInProductionIssues(input) : []),
    // Identity documents are encrypted at rest; a derived development key must never guard real data.
    ...(input.NODE_ENV === 'production' ? missing(['IDENTITY_ENCRYPTION_KEY'], 'NODE_ENV=production') : []),
  ];
}

/**
 * A sandbox provider in production lets anyone act for anyone: mark a buy-out paid, share identity
 * documents into someone's request, read verification codes. Production refuses to start with one
 * unless the operator names it in ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION (a staging box, a demo).
 */
function sandboxInProductionIssues(input: Record<string, string | undefined>) {
  const parsed = sandboxAllowance.safeParse(input.ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION);
  // A malformed value is reported by the schema; count it as allowing nothing here.
  const allowed = new Set<SandboxKind>(parsed.success ? parsed.data : []);
  const chosen: Record<SandboxKind, { name: string; real: string }> = {
    payment: { name: 'PAYMENT_PROVIDER', real: 'liqpay' },
    diia: { name: 'DIIA_PROVIDER', real: 'diia' },
    sms: { name: 'SMS_PROVIDER', real: 'turbosms' },
    mail: { name: 'MAIL_PROVIDER', real: 'smtp' },
  };
  return SANDBOX_KINDS.filter((kind) => {
    const value = input[chosen[kind].name]?.trim();
    return (!value || value === 'sandbox') && !allowed.has(kind);
  }).map((kind) => ({
    name: chosen[kind].name,
    message:
      `sandbox in production answers anyone: set ${chosen[kind].name}=${chosen[kind].real}, ` +
      `or set ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=${kind} to accept it`,
  }));
}

export type Env = z.output<typeof envSchema>;

/**
 * Development-only secret for identity documents when IDENTITY_ENCRYPTION_KEY is unset (never in
 * production: the configuration refuses to start). Constant so dev data survives restarts.
 */
export const DEV_IDENTITY_ENCRYPTION_SECRET = 'posylka-development-identity-documents-key-not-secret';

/** Resolved, typed configuration handed to `buildApp`. */
export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Cookies get `Secure` when the public origin is https. */
  secureCookies: boolean;
  trustProxy: boolean | number | string[];
  logLevel: Env['LOG_LEVEL'];
  database: { url: string | undefined; pgliteDir: string };
  seed: boolean;
  redisUrl: string | undefined;
  /** HMAC key of realtime websocket tokens; a random one per process when REALTIME_SECRET is unset. */
  realtimeSecret: string;
  /**
   * Secret of the AES-256-GCM key that seals identity documents. Unset outside production: a fixed
   * development key derived from a constant (isDevDefault, the app logs a warning at start).
   */
  identityEncryption: { secret: string; isDevDefault: boolean };
  rateLimit: { max: number; window: string | number; authMax: number };
  /** Abuse limits of phone verification calls and SMS (the domain's rule applies them). */
  phoneVerification: VerificationLimits;
  sessionTtlDays: number;
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        endpoint: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        region: string;
      };
  /** Bytes all of one customer's stored files (of live orders) may take up together. */
  uploads: { quotaBytesPerCustomer: number };
  mail:
    | { provider: 'sandbox'; from: string }
    | {
        provider: 'smtp';
        from: string;
        host: string;
        port: number;
        /** Implicit TLS (SMTP_SECURE, else port 465); otherwise nodemailer upgrades with STARTTLS. */
        secure: boolean;
        user?: string;
        password?: string;
      };
  providers: { sms: Env['SMS_PROVIDER']; payment: Env['PAYMENT_PROVIDER']; diia: Env['DIIA_PROVIDER'] };
  /** TurboSMS HTTP API (SMS_PROVIDER=turbosms): its base URL, bearer token and registered alpha name. */
  turbosms: { apiUrl: string; token: string; sender: string } | null;
  /** The Telegram bot (TELEGRAM_PROVIDER): the deep link's username, the Bot API and the webhook secret. */
  telegram: TelegramConfig;
  /**
   * Sandbox kinds whose pages are served (payment page, Diia page): all outside production, in
   * production only those ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION names. The dev outbox (SMS, mail,
   * call answers) is never served in production.
   */
  sandboxRoutes: ReadonlySet<SandboxKind>;
  /** Demo accounts, orders and promo codes in the seed; never in production (the README prints their passwords). */
  seedDemo: boolean;
  /**
   * Payment gateways: the sandbox signs its callbacks with `sandboxSecret` (random per process when
   * PAYMENT_SANDBOX_SECRET is unset, like the realtime secret); LiqPay keys only with liqpay.
   */
  payments: { sandboxSecret: string; liqpay: { publicKey: string; privateKey: string } | null };
  /**
   * Diia partner API (DIIA_PROVIDER=diia): acquirer tokens, the branch and offer ids Diia issued,
   * the secret path segment of our callback URL and the crypto service that opens Diia's envelopes.
   */
  diia: {
    apiUrl: string;
    acquirerToken: string;
    authAcquirerToken: string;
    branchId: string;
    offerId: string;
    callbackSecret: string;
    cryptoUrl: string;
  } | null;
  webBuildDir: string;
  /** Nova Poshta directory sync: a daily job at syncHour (UTC) when an API key is set. */
  novaposhta: { apiKey: string | undefined; apiUrl: string; syncHour: number };
  /** Database job runner: how often each instance looks for due jobs. */
  jobs: { tickSeconds: number };
  /** The notifications outbox worker (decision 015). */
  notifications: NotificationsConfig;
  /** Bearer token of GET /metrics; unset: open outside production, 404 in production. */
  metricsToken: string | undefined;
}

export function toConfig(env: Env): Config {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const window = /^\d+$/.test(env.RATE_LIMIT_WINDOW) ? Number(env.RATE_LIMIT_WINDOW) : env.RATE_LIMIT_WINDOW;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    database: {
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR.startsWith('memory://') ? env.PGLITE_DIR : fromRepoRoot(env.PGLITE_DIR),
    },
    seed: env.SEED,
    redisUrl: env.REDIS_URL,
    realtimeSecret: env.REALTIME_SECRET ?? randomBytes(32).toString('base64url'),
    identityEncryption: env.IDENTITY_ENCRYPTION_KEY
      ? { secret: env.IDENTITY_ENCRYPTION_KEY, isDevDefault: false }
      : { secret: DEV_IDENTITY_ENCRYPTION_SECRET, isDevDefault: true },
    rateLimit: { max: env.RATE_LIMIT_MAX, window, authMax: env.AUTH_RATE_LIMIT_MAX },
    phoneVerification: {
      perNumberPerHour: env.PHONE_VERIFICATION_NUMBER_HOURLY_MAX,
      numbersPerAccountPerDay: env.PHONE_VERIFICATION_ACCOUNT_DAILY_NUMBERS,
      perIpPerHour: env.PHONE_VERIFICATION_IP_HOURLY_MAX,
    },
    sessionTtlDays: env.SESSION_TTL_DAYS,
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: env.S3_ENDPOINT!,
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            region: env.S3_REGION,
          }
        : { driver: 'local', dir: fromRepoRoot(env.STORAGE_DIR) },
    uploads: { quotaBytesPerCustomer: env.UPLOAD_QUOTA_BYTES_PER_CUSTOMER },
    mail:
      env.MAIL_PROVIDER === 'smtp'
        ? {
            provider: 'smtp',
            from: env.MAIL_FROM,
            host: env.SMTP_HOST!,
            port: env.SMTP_PORT,
            secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
            ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
            ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
          }
        : { provider: 'sandbox', from: env.MAIL_FROM },
    providers: { sms: env.SMS_PROVIDER, payment: env.PAYMENT_PROVIDER, diia: env.DIIA_PROVIDER },
    turbosms:
      env.SMS_PROVIDER === 'turbosms'
        ? {
            apiUrl: env.TURBOSMS_API_URL.replace(/\/+$/, ''),
            token: env.TURBOSMS_TOKEN!,
            sender: env.TURBOSMS_SENDER,
          }
        : null,
    telegram: toTelegramConfig(env),
    sandboxRoutes: new Set(
      env.NODE_ENV === 'production' ? env.ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION : SANDBOX_KINDS,
    ),
    seedDemo: env.NODE_ENV !== 'production',
    payments: {
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('base64url'),
      liqpay:
        env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY
          ? { publicKey: env.LIQPAY_PUBLIC_KEY, privateKey: env.LIQPAY_PRIVATE_KEY }
          : null,
    },
    diia:
      env.DIIA_PROVIDER === 'diia'
        ? {
            apiUrl: env.DIIA_API_URL.replace(/\/+$/, ''),
            acquirerToken: env.DIIA_ACQUIRER_TOKEN!,
            authAcquirerToken: env.DIIA_AUTH_ACQUIRER_TOKEN!,
            branchId: env.DIIA_BRANCH_ID!,
            offerId: env.DIIA_OFFER_ID!,
            callbackSecret: env.DIIA_CALLBACK_SECRET!,
            cryptoUrl: env.DIIA_CRYPTO_URL!,
          }
        : null,
    webBuildDir: fromRepoRoot(env.WEB_BUILD_DIR),
    novaposhta: {
      apiKey: env.NOVAPOSHTA_API_KEY,
      apiUrl: env.NOVAPOSHTA_API_URL,
      syncHour: env.NOVAPOSHTA_SYNC_HOUR,
    },
    jobs: { tickSeconds: env.JOBS_TICK_SECONDS },
    notifications: toNotificationsConfig(env),
    metricsToken: env.METRICS_TOKEN,
  };
}
