import type { Locale } from '@posylka/domain';
import type { HttpMethod } from '../routes/route.js';
import { CSRF_COOKIE, CSRF_HEADER, LOCALE_HEADER } from '../headers.js';
import { readErrorBody } from './error-body.js';
import { queryString } from './endpoint.js';
import { ApiError } from './api-error.js';
import { browserCookies, readCookie } from './cookies.js';
import { CLIENT_MESSAGES } from './messages.js';
import { MAX_TRIES_ON_ACCEPTED, realSleep, retryDelayMs } from './retry-policy.js';

export type ClientAuth =
  | { kind: 'cookie'; getCookies?: () => string }
  | { kind: 'bearer'; getToken: () => string | null | undefined };

export interface ApiClientOptions {
  /** Origin or prefix put before `/api/...`; '' (default) means same origin. */
  baseUrl?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  getLocale: () => Locale;
  auth: ClientAuth;
  /** Injected in tests to observe the 202 retry delays without waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Called for every failed call (toasts, SPEC §8); meta says whether the call opted out of toasts. */
  onError?: (error: ApiError, meta: { noErrorToast: boolean }) => void;
}

export interface CallOptions {
  body?: unknown;
  query?: object;
  /** SPEC §7/§8: some calls must not raise the generic error toast. */
  noErrorToast?: boolean;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: one key per intended action, so a retry or a double click acts once. */
  idempotencyKey?: string;
}

const UNSAFE: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type Requester = <T>(method: HttpMethod, path: string, options?: CallOptions) => Promise<T>;

export function createRequester(options: ApiClientOptions): Requester {
  const doFetch = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const sleep = options.sleep ?? realSleep;

  const buildInit = (method: HttpMethod, call: CallOptions): RequestInit => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [LOCALE_HEADER]: options.getLocale(),
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    const init: RequestInit = { method, headers };
    if (options.auth.kind === 'bearer') {
      const token = options.auth.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    } else {
      init.credentials = 'same-origin';
      // Double-submit CSRF: echo the readable cookie on every write.
      const csrf = readCookie((options.auth.getCookies ?? browserCookies)(), CSRF_COOKIE);
      if (UNSAFE.has(method) && csrf) headers[CSRF_HEADER] = csrf;
    }
    if (call.body !== undefined) init.body = JSON.stringify(call.body);
    if (call.signal) init.signal = call.signal;
    return init;
  };

  const fail = (error: ApiError, call: CallOptions): never => {
    options.onError?.(error, { noErrorToast: call.noErrorToast ?? false });
    throw error;
  };

  return async function request<T>(method: HttpMethod, path: string, call: CallOptions = {}): Promise<T> {
    const url = `${options.baseUrl ?? ''}${path}${queryString(call.query)}`;
    const locale = options.getLocale();
    for (let tryNo = 1; ; tryNo++) {
      let response: Response;
      try {
        response = await doFetch(url, buildInit(method, call));
      } catch (cause) {
        if (call.signal?.aborted) throw cause;
        return fail(new ApiError(0, CLIENT_MESSAGES.network[locale]), call);
      }
      // SPEC §9: a GET answered 202 is not ready yet; retry with growing delays, 12 tries at most.
      if (response.status === 202 && method === 'GET') {
        if (tryNo >= MAX_TRIES_ON_ACCEPTED)
          return fail(new ApiError(202, CLIENT_MESSAGES.noResponse[locale]), call);
        await sleep(retryDelayMs(tryNo));
        continue;
      }
      if (response.ok) return (await readBody(response)) as T;
      return fail(await toApiError(response, locale), call);
    }
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

async function toApiError(response: Response, locale: Locale): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const parsed = readErrorBody(body);
  return new ApiError(
    response.status,
    parsed?.errorDescription ?? CLIENT_MESSAGES.unexpected[locale],
    parsed?.violations ?? [],
    body,
  );
}
