import { DeliveryError } from '../delivery-error.js';
import type { SmsMessage, SmsProvider } from './types.js';

export interface TurboSmsConfig {
  /** https://api.turbosms.ua, or a fake server in tests. */
  apiUrl: string;
  token: string;
  /** Alpha name registered for the account. */
  sender: string;
  fetch?: typeof fetch;
  /** A gateway that does not answer must not hold a worker: the request is abandoned after this. */
  timeoutMs?: number;
}

/** The answer TurboSMS gives to every request it understood (always HTTP 200). */
export interface TurboSmsAnswer {
  response_code: number;
  response_status: string;
  response_result:
    { phone?: string; response_code: number; message_id?: string | null; response_status: string }[] | null;
}

/** 0 OK; 800-803 message accepted / sent / partly accepted / partly sent. */
const SUCCESS_CODES = new Set([0, 800, 801, 802, 803]);

/**
 * Refusals that can pass without any change on our side: the gateway's own trouble, its rate limit
 * and an empty balance (the operator tops it up; a message retried later still goes out). Any other
 * refusal (missing or wrong token, bad sender name, invalid recipient) repeats on every retry.
 */
const TEMPORARY_STATUS = /UNAVAILABLE|INTERNAL|TIMEOUT|TOO_MANY|RATE|BALANCE|MONEY|CREDIT|TRY_LATER/i;

const DEFAULT_TIMEOUT_MS = 10_000;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function refusal(code: number, status: string, what: string): DeliveryError {
  return new DeliveryError(`TurboSMS ${what} ${code} ${status}`, !TEMPORARY_STATUS.test(status));
}

/** Sorts TurboSMS's answer: success, or a DeliveryError for the whole request or for our one recipient. */
export function checkAnswer(answer: TurboSmsAnswer): void {
  if (!SUCCESS_CODES.has(answer.response_code)) {
    throw refusal(answer.response_code, answer.response_status, 'refused the request:');
  }
  // One recipient per request: its own line says whether this phone got the message.
  const line = answer.response_result?.[0];
  if (line && !SUCCESS_CODES.has(line.response_code)) {
    throw refusal(line.response_code, line.response_status, `refused ${line.phone ?? 'the recipient'}:`);
  }
}

/**
 * Sends SMS through TurboSMS's HTTP API (https://turbosms.ua/api.html): POST message/send.json with
 * the bearer token. The gateway answers 200 with its own code for anything it understood; a 5xx,
 * 429, network error or timeout means the request may not have been handled and is worth a retry.
 * The idempotency key is not sent: the gateway's once-only parameter has limits this adapter does not
 * know, so the worker's retry of a message lost after the gateway took it may reach the phone twice.
 */
export function createTurboSms(config: TurboSmsConfig): SmsProvider {
  const doFetch = config.fetch ?? fetch;
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/message/send.json`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'turbosms',
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            recipients: [message.to],
            sms: { sender: config.sender, text: message.text },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        const why = timedOut ? `no answer in ${timeoutMs} ms` : 'network error';
        throw new DeliveryError(`TurboSMS ${why}`, false, undefined, { cause: err });
      }
      if (!response.ok) {
        await response.body?.cancel();
        const status = response.status;
        // 408, 429 and 5xx: the gateway or a proxy in front of it is busy or down.
        const temporary = status === 408 || status === 429 || status >= 500;
        const wait = status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined;
        throw new DeliveryError(`TurboSMS answered HTTP ${status}`, !temporary, wait);
      }
      let answer: TurboSmsAnswer;
      try {
        answer = (await response.json()) as TurboSmsAnswer;
      } catch (err) {
        // A 200 that is not the gateway's JSON (a proxy's page, a cut-off body): unknown outcome.
        throw new DeliveryError('TurboSMS answered with unreadable JSON', false, undefined, { cause: err });
      }
      if (typeof answer?.response_code !== 'number') {
        throw new DeliveryError('TurboSMS answered without a response_code', false);
      }
      checkAnswer(answer);
    },
  };
}
