import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';
import { endpoints } from './endpoints.js';
import { hrefOf } from './endpoint.js';
import type { ApiClientOptions } from './http.js';

interface Seen {
  url: string;
  init: RequestInit;
}

function recorder(response: () => Response) {
  const seen: Seen[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return response();
  };
  return { fetch, seen };
}

const headersOf = (s: Seen | undefined) => (s?.init.headers ?? {}) as Record<string, string>;
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

function client(fetch: ApiClientOptions['fetch'], extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    fetch,
    getLocale: () => 'ro',
    auth: { kind: 'cookie', getCookies: () => 'a=1; csrf_token=abc%3D; session=s' },
    ...extra,
  });
}

describe('request headers', () => {
  it('sends x-locale from the page language and, in cookie mode, credentials same-origin', async () => {
    const r = recorder(json(200, []));
    await client(r.fetch).extra.countries();
    expect(r.seen[0]?.url).toBe('/api/extra/countries');
    expect(headersOf(r.seen[0])['x-locale']).toBe('ro');
    expect(r.seen[0]?.init.credentials).toBe('same-origin');
    expect(headersOf(r.seen[0])['x-csrf-token']).toBeUndefined();
  });

  it('echoes the csrf_token cookie in x-csrf-token on writes (double submit)', async () => {
    const r = recorder(json(200, { token: 't' }));
    await client(r.fetch).auth.login({ email: 'demo@posylka.test', password: 'secret123' });
    expect(headersOf(r.seen[0])['x-csrf-token']).toBe('abc=');
    expect(r.seen[0]?.init.body).toBe('{"email":"demo@posylka.test","password":"secret123"}');
    expect(headersOf(r.seen[0])['content-type']).toBe('application/json');
  });

  it('in bearer mode sets Authorization and no csrf header', async () => {
    const r = recorder(json(200, { token: 't' }));
    const api = client(r.fetch, {
      auth: { kind: 'bearer', getToken: () => 'tok-1' },
      baseUrl: 'http://127.0.0.1:3100',
    });
    await api.auth.logout();
    expect(r.seen[0]?.url).toBe('http://127.0.0.1:3100/api/auth/logout');
    expect(headersOf(r.seen[0]).authorization).toBe('Bearer tok-1');
    expect(headersOf(r.seen[0])['x-csrf-token']).toBeUndefined();
    expect(r.seen[0]?.init.credentials).toBeUndefined();
  });

  it('returns undefined for 204', async () => {
    const r = recorder(() => new Response(null, { status: 204 }));
    await expect(client(r.fetch).auth.logout()).resolves.toBeUndefined();
  });
});

describe('error mapping (SPEC §8)', () => {
  it('422 keeps errorDescription and violations', async () => {
    const body = {
      errorDescription: 'Перевірте поля',
      violations: [{ property: 'email', message: 'Некоректний e-mail' }],
    };
    const error = await client(recorder(json(422, body)).fetch)
      .auth.register({ email: 'x', password: 'y' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      errorDescription: 'Перевірте поля',
      violations: body.violations,
    });
  });

  it('401 carries the server text and no violations', async () => {
    const error = await client(recorder(json(401, { errorDescription: 'Невірний e-mail або пароль' })).fetch)
      .auth.login({ email: 'a@b.ua', password: 'wrongpass' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      errorDescription: 'Невірний e-mail або пароль',
      violations: [],
    });
  });

  it('a body without errorDescription gets the localized generic text', async () => {
    const error = await client(recorder(() => new Response('<html>502</html>', { status: 502 })).fetch)
      .personal.me()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, errorDescription: 'Ceva nu a mers bine. Încercați din nou.' });
  });

  it('network failure becomes status 0 with a localized description', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await client(fetch)
      .personal.me()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      errorDescription: 'Serverul nu poate fi contactat. Verificați conexiunea și încercați din nou.',
    });
  });

  it('reports failures to onError with the no-error-toast mark', async () => {
    const reported: Array<[number, boolean]> = [];
    const api = client(recorder(json(400, { errorDescription: 'Bad' })).fetch, {
      onError: (e, meta) => reported.push([e.status, meta.noErrorToast]),
    });
    await api.call(endpoints.saveBuyoutDraft, { body: {}, noErrorToast: true }).catch(() => {});
    await api.personal.me().catch(() => {});
    expect(reported).toEqual([
      [400, true],
      [400, false],
    ]);
  });
});

describe('call: a route by its endpoint (issue 17 item 3)', () => {
  it('fills the path parameters, each encoded as one segment, and adds the query', async () => {
    const r = recorder(json(200, { items: [] }));
    const api = client(r.fetch);
    await api.call(endpoints.buyoutTracking, { params: { id: 'a/b c' } });
    expect(r.seen[0]?.url).toBe('/api/buyout/a%2Fb%20c/tracking');
    await api.call(endpoints.listOrders, { query: { page: 2, search: 'Nike' } });
    expect(r.seen[1]?.url).toBe('/api/orders?page=2&search=Nike');
    expect(r.seen[1]?.init.method).toBe('GET');
  });

  it('refuses to call a path with a parameter left empty', async () => {
    const api = client(recorder(json(200, {})).fetch);
    await expect(api.call(endpoints.getOrder, { params: { id: '' } })).rejects.toThrow('/orders/:id: no id');
  });

  it('hrefOf gives the same address for links and downloads', () => {
    expect(hrefOf(endpoints.adminPaymentsCsv, { query: { from: '2026-11-01', to: '2026-11-30' } })).toBe(
      '/api/admin/payments.csv?from=2026-11-01&to=2026-11-30',
    );
  });
});
