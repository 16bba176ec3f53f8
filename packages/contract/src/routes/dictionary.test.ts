import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/api-client.js';
import { dictionaryCitiesRoute, dictionaryWarehousesRoute } from './dictionary.js';

function client() {
  const urls: string[] = [];
  const api = createApiClient({
    fetch: async (url: string) => {
      urls.push(url);
      return new Response('[]', { status: 200 });
    },
    getLocale: () => 'uk',
    auth: { kind: 'cookie', getCookies: () => '' },
  });
  return { api, urls };
}

describe('dictionary client methods', () => {
  it('cities(query) calls GET /api/dictionary/cities with the query encoded', async () => {
    const { api, urls } = client();
    expect(await api.dictionary.cities("кам'ян")).toEqual([]);
    expect(urls).toEqual([`/api/dictionary/cities?${new URLSearchParams({ query: "кам'ян" }).toString()}`]);
  });

  it('warehouses({ ref, type, query }) calls GET /api/dictionary/warehouse, leaving out an absent query', async () => {
    const { api, urls } = client();
    await api.dictionary.warehouses({ ref: 'r1', type: 'box' });
    await api.dictionary.warehouses({ ref: 'r1', type: 'department', query: '12' });
    expect(urls).toEqual([
      '/api/dictionary/warehouse?ref=r1&type=box',
      '/api/dictionary/warehouse?ref=r1&type=department&query=12',
    ]);
  });
});

describe('dictionary query schemas', () => {
  it('trim the city query and refuse one letter', () => {
    expect(dictionaryCitiesRoute.querystring.parse({ query: ' льв ' })).toEqual({ query: 'льв' });
    expect(dictionaryCitiesRoute.querystring.safeParse({ query: 'л' }).success).toBe(false);
  });
  it('accept only department or box', () => {
    expect(dictionaryWarehousesRoute.querystring.safeParse({ ref: 'r', type: 'address' }).success).toBe(
      false,
    );
  });
});
