import { z } from 'zod';

// Issue 16: the Telegram bot's variables, kept apart from schema.ts (its size) and spread into it.

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Telegram accepts a webhook secret_token of 1-256 characters A-Z, a-z, 0-9, _ and -. */
const WEBHOOK_SECRET = /^[\w-]{16,256}$/;

export const telegramEnvSchema = {
  TELEGRAM_PROVIDER: z.enum(['sandbox', 'botapi']).default('sandbox'),
  TELEGRAM_BOT_TOKEN: optionalText,
  TELEGRAM_BOT_USERNAME: z
    .string()
    .trim()
    .regex(/^\w{5,32}$/, 'must be the bot username without @ (5-32 letters, digits, _)')
    .default('PosylkaBot'),
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z.string().regex(WEBHOOK_SECRET, 'must be 16-256 characters: letters, digits, _ and -').optional(),
  ),
};

export const telegramEnvObject = z.object(telegramEnvSchema);
type TelegramEnv = z.output<typeof telegramEnvObject>;

export interface TelegramConfig {
  provider: 'sandbox' | 'botapi';
  /** The bot's username for the deep link https://t.me/<username>?start=<token>. */
  botUsername: string;
  apiUrl: string;
  /** Only with botapi (required there). */
  botToken: string | null;
  /**
   * The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token (set with setWebhook); required
   * with botapi. With the sandbox outside production a development secret is accepted as well.
   */
  webhookSecret: string | null;
}

/** TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET are required with the real bot. */
export function telegramIssues(input: Record<string, string | undefined>) {
  if (input.TELEGRAM_PROVIDER !== 'botapi') return [];
  return ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET']
    .filter((name) => !input[name]?.trim())
    .map((name) => ({ name, message: 'required when TELEGRAM_PROVIDER=botapi' }));
}

export function toTelegramConfig(env: TelegramEnv): TelegramConfig {
  return {
    provider: env.TELEGRAM_PROVIDER,
    botUsername: env.TELEGRAM_BOT_USERNAME,
    apiUrl: env.TELEGRAM_API_URL.replace(/\/+$/, ''),
    botToken: env.TELEGRAM_PROVIDER === 'botapi' ? (env.TELEGRAM_BOT_TOKEN ?? null) : null,
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET ?? null,
  };
}
