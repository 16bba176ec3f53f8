import { DEFAULT_VERIFICATION_LIMITS } from '@posylka/domain';

/**
 * Every environment variable the server reads, as data: the README table is checked against this
 * list, and `loadConfig` reads exactly these names. Defaults are the zero-set-up values.
 */
export interface ConfigVariable {
  name: string;
  default: string | null;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description: 'development | test | production; dev outbox only outside production',
  },
  { name: 'PORT', default: '3000', description: 'HTTP port' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Listen address; 0.0.0.0 to accept outside connections',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:$PORT',
    description: 'Public origin used in e-mail links; https turns on Secure cookies',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'true, a hop count or a comma-separated list of proxy addresses (client IP for rate limits)',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: fatal, error, warn, info, debug, trace, silent',
  },
  {
    name: 'DATABASE_URL',
    default: null,
    description: 'PostgreSQL connection string; unset = embedded PGlite',
  },
  {
    name: 'PGLITE_DIR',
    default: 'var/pglite',
    description: 'PGlite data directory (relative to the repo root) or memory:// for a throw-away database',
  },
  {
    name: 'SEED',
    default: 'true',
    description:
      'false skips the idempotent seed on start; in production it seeds reference data only, never the demo accounts',
  },
  {
    name: 'REDIS_URL',
    default: null,
    description:
      'Redis for the shared rate-limit store and realtime fan-out between instances; unset = in-process',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '300',
    description: 'Requests per window per client IP (global default)',
  },
  {
    name: 'RATE_LIMIT_WINDOW',
    default: '1 minute',
    description: 'Rate-limit window, e.g. "1 minute" or milliseconds',
  },
  {
    name: 'AUTH_RATE_LIMIT_MAX',
    default: '10',
    description: 'Requests per window per IP on login, register and verification e-mail',
  },
  { name: 'SESSION_TTL_DAYS', default: '30', description: 'Session lifetime in days' },
  { name: 'STORAGE_DRIVER', default: 'local', description: 'local | s3' },
  {
    name: 'STORAGE_DIR',
    default: 'var/files',
    description: 'Folder for the local storage driver (relative to the repo root)',
  },
  {
    name: 'S3_ENDPOINT',
    default: null,
    description: 'S3-compatible endpoint URL (required when STORAGE_DRIVER=s3)',
  },
  { name: 'S3_BUCKET', default: null, description: 'S3 bucket (required when STORAGE_DRIVER=s3)' },
  { name: 'S3_ACCESS_KEY_ID', default: null, description: 'S3 access key (required when STORAGE_DRIVER=s3)' },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: null,
    description: 'S3 secret key (required when STORAGE_DRIVER=s3)',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'S3 region' },
  {
    name: 'UPLOAD_QUOTA_BYTES_PER_CUSTOMER',
    default: '209715200',
    description:
      "Bytes one customer's stored files (invoices and documents of live orders) may take up together (200 MB); an upload past it answers 422, deleting files frees space",
  },
  {
    name: 'MAIL_PROVIDER',
    default: 'sandbox',
    description: 'sandbox (dev outbox) | smtp (nodemailer through SMTP_HOST)',
  },
  { name: 'MAIL_FROM', default: 'Posylka <no-reply@posylka.test>', description: 'Sender of outgoing e-mail' },
  { name: 'SMTP_HOST', default: null, description: 'SMTP host (required when MAIL_PROVIDER=smtp)' },
  { name: 'SMTP_PORT', default: '587', description: 'SMTP port' },
  {
    name: 'SMTP_SECURE',
    default: null,
    description:
      'true = TLS from the first byte (implicit TLS); false = plain, upgraded with STARTTLS when the server offers it; unset = true only on port 465',
  },
  { name: 'SMTP_USER', default: null, description: 'SMTP user; unset = no authentication' },
  { name: 'SMTP_PASSWORD', default: null, description: 'SMTP password' },
  {
    name: 'REALTIME_SECRET',
    default: null,
    description:
      'HMAC key (32+ characters) of realtime websocket tokens; unset = random per process; required with REDIS_URL in production',
  },
  {
    name: 'IDENTITY_ENCRYPTION_KEY',
    default: null,
    description:
      'Secret (32+ characters, e.g. `openssl rand -base64 32`) of the AES-256-GCM key for identity documents at rest; unset = a development key with a warning; required in production',
  },
  {
    name: 'SMS_PROVIDER',
    default: 'sandbox',
    description:
      'SMS / call verification gateway: sandbox | turbosms (SMS only: a verification call answers "unavailable")',
  },
  {
    name: 'TURBOSMS_API_URL',
    default: 'https://api.turbosms.ua',
    description: 'TurboSMS HTTP API; messages go to POST $TURBOSMS_API_URL/message/send.json',
  },
  {
    name: 'TURBOSMS_TOKEN',
    default: null,
    description: 'TurboSMS API token (Bearer) from the cabinet (required when SMS_PROVIDER=turbosms)',
  },
  {
    name: 'TURBOSMS_SENDER',
    default: 'Posylka',
    description: 'Alpha name (up to 11 characters) registered for the account in TurboSMS',
  },
  {
    name: 'TELEGRAM_PROVIDER',
    default: 'sandbox',
    description:
      'Telegram bot: sandbox (messages in the dev outbox, a fake chat at /dev/telegram) | botapi (the Bot API)',
  },
  {
    name: 'TELEGRAM_BOT_TOKEN',
    default: null,
    description: 'Bot token from @BotFather (required when TELEGRAM_PROVIDER=botapi)',
  },
  {
    name: 'TELEGRAM_BOT_USERNAME',
    default: 'PosylkaBot',
    description: "Bot username (no @) of the profile's deep link https://t.me/<username>?start=<token>",
  },
  {
    name: 'TELEGRAM_API_URL',
    default: 'https://api.telegram.org',
    description: 'Bot API; messages go to POST $TELEGRAM_API_URL/bot<token>/sendMessage',
  },
  {
    name: 'TELEGRAM_WEBHOOK_SECRET',
    default: null,
    description:
      'secret_token given to setWebhook for $PUBLIC_URL/api/telegram/webhook (16-256 of A-Z a-z 0-9 _ -); Telegram sends it back in X-Telegram-Bot-Api-Secret-Token (required when TELEGRAM_PROVIDER=botapi)',
  },
  {
    name: 'PHONE_VERIFICATION_NUMBER_HOURLY_MAX',
    default: String(DEFAULT_VERIFICATION_LIMITS.perNumberPerHour),
    description: 'Verification calls and SMS one phone number may get in an hour, whichever accounts ask',
  },
  {
    name: 'PHONE_VERIFICATION_ACCOUNT_DAILY_NUMBERS',
    default: String(DEFAULT_VERIFICATION_LIMITS.numbersPerAccountPerDay),
    description: 'Different phone numbers one account may request verification codes for in 24 hours',
  },
  {
    name: 'PHONE_VERIFICATION_IP_HOURLY_MAX',
    default: String(DEFAULT_VERIFICATION_LIMITS.perIpPerHour),
    description: 'Verification calls and SMS requested from one client IP in an hour, whichever accounts ask',
  },
  { name: 'PAYMENT_PROVIDER', default: 'sandbox', description: 'Payment gateway: sandbox | liqpay' },
  {
    name: 'PAYMENT_SANDBOX_SECRET',
    default: null,
    description: 'HMAC key (32+ characters) of the sandbox payment callbacks; unset = random per process',
  },
  {
    name: 'LIQPAY_PUBLIC_KEY',
    default: null,
    description: 'LiqPay public key (required when PAYMENT_PROVIDER=liqpay)',
  },
  {
    name: 'LIQPAY_PRIVATE_KEY',
    default: null,
    description:
      'LiqPay private key, signs requests and verifies callbacks (required when PAYMENT_PROVIDER=liqpay)',
  },
  { name: 'DIIA_PROVIDER', default: 'sandbox', description: 'Diia document sharing: sandbox | diia' },
  { name: 'DIIA_API_URL', default: 'https://api2.diia.gov.ua', description: 'Diia partner (acquirer) API' },
  {
    name: 'DIIA_ACQUIRER_TOKEN',
    default: null,
    description: 'Diia acquirer token, exchanged for a session token (required when DIIA_PROVIDER=diia)',
  },
  {
    name: 'DIIA_AUTH_ACQUIRER_TOKEN',
    default: null,
    description: 'Basic authorization value of the session-token request (required when DIIA_PROVIDER=diia)',
  },
  {
    name: 'DIIA_BRANCH_ID',
    default: null,
    description: 'Diia branch id with the sharing scope (required when DIIA_PROVIDER=diia)',
  },
  {
    name: 'DIIA_OFFER_ID',
    default: null,
    description: 'Diia offer id sharing the ID card, internal-passport (required when DIIA_PROVIDER=diia)',
  },
  {
    name: 'DIIA_CALLBACK_SECRET',
    default: null,
    description:
      'Secret (32+ characters) ending the delivery URL registered with Diia: $PUBLIC_URL/api/diia/callback/<secret> (required when DIIA_PROVIDER=diia)',
  },
  {
    name: 'DIIA_CRYPTO_URL',
    default: null,
    description:
      'Crypto service holding the acquirer key (DSTU 4145): POST {data} decrypts encodeData and checks Diia signature (required when DIIA_PROVIDER=diia)',
  },
  {
    name: 'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION',
    default: 'false',
    description:
      "Production refuses to start with a sandbox payment, Diia, SMS or mail provider (they act on anyone's request) unless named here: true or a list of payment, diia, sms, mail; a named payment or Diia sandbox keeps its page (else 404); the dev outbox is never served in production",
  },
  {
    name: 'NOVAPOSHTA_API_KEY',
    default: null,
    description:
      'Nova Poshta API 2.0 key; set = daily directory sync, unset = compact or imported directory only',
  },
  {
    name: 'NOVAPOSHTA_API_URL',
    default: 'https://api.novaposhta.ua/v2.0/json/',
    description: 'Nova Poshta JSON API endpoint',
  },
  {
    name: 'NOVAPOSHTA_SYNC_HOUR',
    default: '3',
    description: 'Hour (UTC, 0-23) of the daily Nova Poshta sync',
  },
  {
    name: 'JOBS_TICK_SECONDS',
    default: '30',
    description: 'How often each instance checks for due scheduled jobs',
  },
  {
    name: 'NOTIFICATIONS_POLL_MS',
    default: '2000',
    description:
      'How often each instance looks for due customer messages in the outbox (a write also starts a round at once)',
  },
  {
    name: 'NOTIFICATIONS_CLAIM_SECONDS',
    default: '120',
    description:
      'How long an instance holds a message it is sending; a crashed instance’s messages are taken over after it',
  },
  {
    name: 'METRICS_TOKEN',
    default: null,
    description:
      'Bearer token (16+ characters) for Prometheus metrics at GET /metrics; unset = open outside production, not served (404) in production',
  },
  {
    name: 'WEB_BUILD_DIR',
    default: 'apps/web/build',
    description: 'React Router build (server/index.js + client/), relative to the repo root',
  },
];
