import type { Config } from '../../config/index.js';
import { safeEqual } from '../../security/tokens.js';

/**
 * The webhook secret the sandbox accepts outside production when TELEGRAM_WEBHOOK_SECRET is unset: the
 * dev fake chat (/dev/telegram) posts with it, so linking works offline on `npm start`.
 */
export const DEV_TELEGRAM_WEBHOOK_SECRET = 'posylka-development-telegram-webhook-secret';

/** The secret the dev fake chat sends, as Telegram would send the configured one. */
export const devWebhookSecret = (config: Config) =>
  config.telegram.webhookSecret ?? DEV_TELEGRAM_WEBHOOK_SECRET;

/**
 * Whether an update comes from Telegram: X-Telegram-Bot-Api-Secret-Token equals the secret given to
 * setWebhook. The development secret counts only with the sandbox bot outside production.
 */
export function webhookSecretMatches(config: Config, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header === '') return false;
  const configured = config.telegram.webhookSecret;
  if (configured && safeEqual(header, configured)) return true;
  const sandbox = config.telegram.provider === 'sandbox' && !config.isProduction;
  return sandbox && safeEqual(header, DEV_TELEGRAM_WEBHOOK_SECRET);
}
