import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  createTelegramLinkRoute,
  telegramStateRoute,
  telegramWebhookRoute,
  unlinkTelegramRoute,
} from '@posylka/contract';
import type { Config } from '../../config/index.js';
import { HttpError } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { createLinkToken, telegramLinkOf, unlinkUser } from './links.js';
import { webhookSecretMatches } from './secret.js';
import { handleUpdate } from './updates.js';

/**
 * Where the customer presses Start: the real bot's deep link, or with the sandbox bot the dev outbox's
 * fake chat (served outside production only, so production always gets the t.me link).
 */
export function deepLinkUrl(config: Config, token: string): string {
  if (config.telegram.provider === 'sandbox' && !config.isProduction) {
    return `${config.publicUrl}/dev/telegram?start=${token}`;
  }
  return `https://t.me/${config.telegram.botUsername}?start=${token}`;
}

/** Issue 16: linking a Telegram chat from the profile, and the bot's webhook. */
export const telegramFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, telegramStateRoute, {
    handler: async (request) => telegramLinkOf(app.db, request.user!.id),
  });

  serve(app, createTelegramLinkRoute, {
    handler: async (request) => {
      const { token, expiresAt } = await createLinkToken(app.db, request.user!.id);
      return { url: deepLinkUrl(app.config, token), expiresAt: expiresAt.toISOString() };
    },
  });

  serve(app, unlinkTelegramRoute, {
    handler: async (request) => {
      await unlinkUser(app.db, request.user!.id);
      return telegramLinkOf(app.db, request.user!.id);
    },
  });

  serve(app, telegramWebhookRoute, {
    // Telegram retries a failed update for a day: a burst of them must not be rate-limited away.
    config: { rateLimit: false },
    handler: async (request) => {
      if (!webhookSecretMatches(app.config, request.headers['x-telegram-bot-api-secret-token'])) {
        throw new HttpError(403, 'forbidden');
      }
      // Odd or unused updates are ignored (200); only our own trouble (the database) answers 500, and
      // Telegram then sends the update again.
      const outcome = await handleUpdate(
        { db: app.db, telegram: app.telegram, log: request.log },
        request.body,
      );
      request.log.debug({ outcome }, 'telegram update');
      return { ok: true as const };
    },
  });
};
