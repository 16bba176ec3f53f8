import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createSandboxTelegram } from './sandbox.js';
import type { TelegramProvider } from './types.js';

export type { TelegramMessage, TelegramProvider } from './types.js';
export { createSandboxTelegram } from './sandbox.js';

/** The Telegram adapter for this configuration (the sandbox until a bot token is configured). */
export function createTelegramProvider(_config: Config, db: Database): TelegramProvider {
  return createSandboxTelegram(db);
}
