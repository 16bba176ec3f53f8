import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createBotApiTelegram } from './bot-api.js';
import { forgetGoneChats } from './forget-gone-chats.js';
import { createSandboxTelegram } from './sandbox.js';
import type { TelegramProvider } from './types.js';

export type { TelegramMessage, TelegramProvider } from './types.js';
export { createSandboxTelegram } from './sandbox.js';
export { forgetGoneChats } from './forget-gone-chats.js';
export { createBotApiTelegram, TelegramDeliveryError, type BotApiTelegramConfig } from './bot-api.js';

/** Picks the adapter named by TELEGRAM_PROVIDER: the dev outbox, or the Telegram Bot API. */
export function createTelegramProvider(config: Config, db: Database): TelegramProvider {
  switch (config.telegram.provider) {
    case 'sandbox':
      return createSandboxTelegram(db);
    case 'botapi':
      // The configuration requires TELEGRAM_BOT_TOKEN with botapi, so the token is there.
      return forgetGoneChats(
        createBotApiTelegram({ apiUrl: config.telegram.apiUrl, token: config.telegram.botToken! }),
        db,
      );
  }
}
