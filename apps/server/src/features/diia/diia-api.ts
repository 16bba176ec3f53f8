// Diia partner (acquirer) API as the public SDKs use it:
//   GET  /api/v1/auth/acquirer/{acquirerToken}   (Authorization: Basic <auth acquirer token>)
//        -> {"token": "<session token>"}, valid 2 hours
//   POST /api/v2/acquirers/branch/{branchId}/offer-request/dynamic   (Authorization: Bearer <session>)
//        {"offerId", "requestId", "returnLink"} -> {"deeplink": "https://diia.app/..."}
import { DiiaUnavailableError } from './provider.js';

export interface DiiaApiOptions {
  apiUrl: string;
  acquirerToken: string;
  authAcquirerToken: string;
  branchId: string;
  offerId: string;
  /** Injected in tests to move time past the token's expiry. */
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Diia's session tokens live 2 hours; renewing 5 minutes early keeps a request from racing expiry. */
export const SESSION_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = 5 * 60 * 1000;

export interface DiiaApi {
  offerRequest(input: { requestId: string; returnLink: string }): Promise<string>;
}

export function createDiiaApi(options: DiiaApiOptions): DiiaApi {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let session: { token: string; expiresAt: number } | null = null;
  // Concurrent inits share one token request instead of each asking for a new session.
  let pending: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(options.apiUrl + path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new DiiaUnavailableError(`Diia API unreachable: ${init.method ?? 'GET'} ${path.split('/')[3]}`);
    }
  }

  async function obtainToken(): Promise<string> {
    // The acquirer token is part of the path: it must never appear in an error message or log.
    const res = await call(`/api/v1/auth/acquirer/${encodeURIComponent(options.acquirerToken)}`, {
      method: 'GET',
      headers: { accept: 'application/json', authorization: `Basic ${options.authAcquirerToken}` },
    });
    const body = (await res.json().catch(() => null)) as { token?: unknown } | null;
    if (!res.ok || typeof body?.token !== 'string' || body.token === '') {
      throw new DiiaUnavailableError(`Diia session token refused (HTTP ${res.status})`);
    }
    session = { token: body.token, expiresAt: now() + SESSION_TOKEN_TTL_MS - RENEW_BEFORE_MS };
    return body.token;
  }

  function sessionToken(): Promise<string> {
    if (session && now() < session.expiresAt) return Promise.resolve(session.token);
    pending ??= obtainToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function postOfferRequest(token: string, body: string): Promise<Response> {
    return call(`/api/v2/acquirers/branch/${encodeURIComponent(options.branchId)}/offer-request/dynamic`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body,
    });
  }

  return {
    async offerRequest({ requestId, returnLink }) {
      const body = JSON.stringify({
        offerId: options.offerId,
        requestId,
        ...(returnLink ? { returnLink } : {}),
      });
      let res = await postOfferRequest(await sessionToken(), body);
      if (res.status === 401) {
        // Revoked or expired early: one new session, one more try.
        session = null;
        res = await postOfferRequest(await sessionToken(), body);
      }
      const answer = (await res.json().catch(() => null)) as { deeplink?: unknown } | null;
      if (!res.ok || typeof answer?.deeplink !== 'string' || !/^https?:\/\//.test(answer.deeplink)) {
        throw new DiiaUnavailableError(`Diia offer request refused (HTTP ${res.status})`);
      }
      return answer.deeplink;
    },
  };
}
