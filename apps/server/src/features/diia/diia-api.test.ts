// The Diia partner API client: the exact requests of the public SDKs (session token from the
// acquirer token with the Basic header, then the dynamic offer request with the Bearer session),
// the session cached until shortly before its 2-hour expiry, and one renewal on a 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiiaApi, SESSION_TOKEN_TTL_MS } from './diia-api.js';
import { startFakeDiia, type FakeDiia } from './fake-diia-server.js';
import { DiiaUnavailableError } from './provider.js';

const credentials = { acquirerToken: 'acq-token', authAcquirerToken: 'YXV0aDp0b2tlbg==', branchId: 'br-1' };
let diia: FakeDiia;
beforeAll(async () => {
  diia = await startFakeDiia(credentials);
});
afterAll(() => diia.close());

function api(now: () => number, overrides: Partial<typeof credentials> = {}) {
  return createDiiaApi({ apiUrl: diia.url, offerId: 'offer-9', now, ...credentials, ...overrides });
}

describe('Diia partner API', () => {
  it('gets a session from the acquirer token, then asks for the deep link of our request id', async () => {
    diia.requests.length = 0;
    const deepLink = await api(() => 0).offerRequest({
      requestId: 'req-1',
      returnLink: 'https://posylka.test/buyout/passport?diiaRequest=req-1',
    });
    expect(deepLink).toBe('https://diia.app/acquirers/offer-request/dynamic/req-1');
    expect(diia.requests).toEqual([
      {
        method: 'GET',
        path: '/api/v1/auth/acquirer/acq-token',
        headers: {
          accept: 'application/json',
          authorization: 'Basic YXV0aDp0b2tlbg==',
          'content-type': undefined,
        },
        body: null,
      },
      {
        method: 'POST',
        path: '/api/v2/acquirers/branch/br-1/offer-request/dynamic',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${diia.sessions.at(-1)}`,
          'content-type': 'application/json',
        },
        body: {
          offerId: 'offer-9',
          requestId: 'req-1',
          returnLink: 'https://posylka.test/buyout/passport?diiaRequest=req-1',
        },
      },
    ]);
  });

  it('sends no returnLink when the request has none', async () => {
    diia.requests.length = 0;
    await api(() => 0).offerRequest({ requestId: 'req-2', returnLink: '' });
    expect(diia.requests[1]!.body).toEqual({ offerId: 'offer-9', requestId: 'req-2' });
  });

  it('reuses the session token until just before it expires', async () => {
    let clock = 0;
    const client = api(() => clock);
    const before = diia.sessions.length;
    await client.offerRequest({ requestId: 'a', returnLink: '' });
    clock = SESSION_TOKEN_TTL_MS - 6 * 60 * 1000;
    await client.offerRequest({ requestId: 'b', returnLink: '' });
    expect(diia.sessions.length).toBe(before + 1);
    clock = SESSION_TOKEN_TTL_MS - 4 * 60 * 1000;
    await client.offerRequest({ requestId: 'c', returnLink: '' });
    expect(diia.sessions.length).toBe(before + 2);
  });

  it('asks for a new session once when Diia rejects the cached one', async () => {
    const client = api(() => 0);
    await client.offerRequest({ requestId: 'a', returnLink: '' });
    const before = diia.sessions.length;
    diia.revoke();
    await expect(client.offerRequest({ requestId: 'b', returnLink: '' })).resolves.toContain('/b');
    expect(diia.sessions.length).toBe(before + 1);
  });

  it('fails as unavailable, without the acquirer token in the message, on a refused session', async () => {
    const error = await api(() => 0, { authAcquirerToken: 'wrong' })
      .offerRequest({ requestId: 'x', returnLink: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiiaUnavailableError);
    expect((error as Error).message).not.toContain('acq-token');
  });
});
