import { z } from 'zod';
import { errorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

// Issue 16: the customer links a Telegram chat from the profile with a deep link to the bot
// (https://t.me/<bot>?start=<token>); the bot then sends the same notifications as e-mail.

/** Whether a chat is linked, its @username (when the customer has one) and since when. */
export const telegramLinkStateSchema = z.object({
  linked: z.boolean(),
  username: z.string().nullable(),
  linkedAt: z.iso.datetime().nullable(),
});
export type TelegramLinkState = z.infer<typeof telegramLinkStateSchema>;

export const telegramStateRoute = defineRoute({
  method: 'GET',
  path: '/personal/telegram',
  summary: 'Is a Telegram chat linked to my account',
  tags: ['personal'],
  auth: true,
  response: { 200: telegramLinkStateSchema, 401: errorBodySchema },
});

/** The deep link to open: the bot's t.me link (or, with the sandbox bot, the dev fake chat). */
export const telegramDeepLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type TelegramDeepLink = z.infer<typeof telegramDeepLinkSchema>;

export const createTelegramLinkRoute = defineRoute({
  method: 'POST',
  path: '/personal/telegram/link',
  summary: 'A single-use deep link (15 minutes) that links the Telegram chat which presses Start',
  tags: ['personal'],
  auth: true,
  response: { 200: telegramDeepLinkSchema, 401: errorBodySchema },
});

export const unlinkTelegramRoute = defineRoute({
  method: 'DELETE',
  path: '/personal/telegram',
  summary: 'Unlink my Telegram chat (the bot stops writing)',
  tags: ['personal'],
  auth: true,
  response: { 200: telegramLinkStateSchema, 401: errorBodySchema },
});

/**
 * Telegram's webhook: Bot API updates, authenticated by the secret in X-Telegram-Bot-Api-Secret-Token.
 * Any update is answered 200 (an odd one is ignored), else Telegram would resend it for a day.
 */
export const telegramWebhookRoute = defineRoute({
  method: 'POST',
  path: '/telegram/webhook',
  summary: 'Telegram Bot API updates (/start <token> links a chat, /stop and blocking the bot unlink it)',
  tags: ['notifications'],
  auth: false,
  response: { 200: z.object({ ok: z.literal(true) }), 403: errorBodySchema },
});
