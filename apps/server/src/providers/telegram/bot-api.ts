import { DeliveryError } from '../delivery-error.js';
import type { TelegramMessage, TelegramProvider } from './types.js';

export interface BotApiTelegramConfig {
  /** https://api.telegram.org, or a fake Bot API server in tests. */
  apiUrl?: string;
  token: string;
  fetch?: typeof fetch;
  /** A Bot API that does not answer must not hold a worker: the request is abandoned after this. */
  timeoutMs?: number;
}

/** The envelope of every Bot API answer (https://core.telegram.org/bots/api#making-requests). */
interface BotApiAnswer {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Refusals that repeat on every retry because the chat is gone for us: the customer blocked the bot,
 * deleted the account, or the chat never existed. The link behind them should be dropped.
 */
const CHAT_GONE =
  /chat not found|bot was blocked by the user|user is deactivated|bot was kicked|bot can't initiate|PEER_ID_INVALID/i;

/**
 * A failed sendMessage: `chatGone` says the chat no longer takes our messages (blocked, deleted), so
 * the caller may drop the Telegram link instead of writing to it again.
 */
export class TelegramDeliveryError extends DeliveryError {
  override name = 'TelegramDeliveryError';

  constructor(
    message: string,
    permanent: boolean,
    readonly chatGone: boolean,
    retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, permanent, retryAfterMs, options);
  }
}

/** Sorts a Bot API refusal: 429 waits retry_after, 5xx is the server's trouble, other 4xx are final. */
export function refusal(status: number, answer: BotApiAnswer | null): TelegramDeliveryError {
  const code = answer?.error_code ?? status;
  const description = answer?.description ?? `HTTP ${status}`;
  const message = `Telegram sendMessage refused: ${code} ${description}`;
  if (code === 429) {
    const wait = answer?.parameters?.retry_after;
    return new TelegramDeliveryError(
      message,
      false,
      false,
      typeof wait === 'number' ? wait * 1000 : undefined,
    );
  }
  if (code >= 500 || status >= 500 || code === 408) return new TelegramDeliveryError(message, false, false);
  return new TelegramDeliveryError(message, true, CHAT_GONE.test(description));
}

/**
 * Sends bot messages through the Telegram Bot API: POST {apiUrl}/bot{token}/sendMessage with the
 * chat, the text and, when the message points to a page, an inline button with its URL. Telegram has
 * no idempotency key: a message lost after Telegram took it may reach the chat twice on a retry.
 */
export function createBotApiTelegram(config: BotApiTelegramConfig): TelegramProvider {
  const doFetch = config.fetch ?? fetch;
  const base = (config.apiUrl ?? 'https://api.telegram.org').replace(/\/+$/, '');
  const endpoint = `${base}/bot${config.token}/sendMessage`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'botapi',
    async send(message: TelegramMessage) {
      const body = {
        chat_id: message.chatId,
        text: message.text,
        ...(message.button
          ? { reply_markup: { inline_keyboard: [[{ text: message.button.text, url: message.button.url }]] } }
          : {}),
      };
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        // Never the endpoint in the message: it holds the bot token.
        const why = timedOut ? `no answer in ${timeoutMs} ms` : 'network error';
        throw new TelegramDeliveryError(`Telegram ${why}`, false, false, undefined, { cause: err });
      }
      let answer: BotApiAnswer | null = null;
      try {
        answer = (await response.json()) as BotApiAnswer;
      } catch {
        // A proxy's page or a cut-off body: judged by the HTTP status alone.
      }
      if (response.ok && answer?.ok === true) return;
      if (response.ok) throw new TelegramDeliveryError('Telegram answered without ok', false, false);
      throw refusal(response.status, answer);
    },
  };
}
