import type { ServerApi } from '@posylka/contract';
import { describe, expect, it, vi } from 'vitest';
import { loader } from './my-address.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function run(url: string, api: ServerApi) {
  const args = { request: new Request(url), context: { api, cspNonce: 'n' }, params: {} };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

describe('/profile/addresses/my-address loader', () => {
  it('sends a visitor (401) to the login page of the same language, back here afterwards', async () => {
    const api = vi.fn(async () => json({ errorDescription: 'Sign in' }, 401));
    const thrown = (await run('http://localhost/en/profile/addresses/my-address?_country=DE', api).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe(
      '/en/login?next=%2Fen%2Fprofile%2Faddresses%2Fmy-address%3F_country%3DDE',
    );
  });

  it('sends an unknown country (422) to the default country, keeping the language', async () => {
    const api = vi.fn(async (path: string) =>
      path.startsWith('/api/extra/countries')
        ? json([])
        : json({ errorDescription: 'Unknown', violations: [{ property: 'countryCode', message: 'x' }] }, 422),
    );
    const thrown = (await run('http://localhost/ro/profile/addresses/my-address?_country=zz', api).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.headers.get('location')).toBe('/ro/profile/addresses/my-address?_country=US');
  });

  it('asks for the US set when no country is given', async () => {
    const api = vi.fn(async (path: string) => {
      if (path.startsWith('/api/personal/stock/addresses')) return json({ set: 'US' });
      if (path.startsWith('/api/extra/countries')) return json([{ code: 'US', text: 'США', icon: '🇺🇸' }]);
      return json([]);
    });
    const data = await run('http://localhost/profile/addresses/my-address', api);
    expect(api).toHaveBeenCalledWith('/api/personal/stock/addresses?countryCode=US', expect.anything());
    expect(api).toHaveBeenCalledWith('/api/extra/companies?countryCode=US', expect.anything());
    expect(data.countries).toEqual([{ code: 'US', text: 'США' }]);
  });
});
