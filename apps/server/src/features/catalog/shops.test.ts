import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogShop, CatalogShopsResponse, ValidationErrorBody } from '@posylka/contract';
import { CATALOG_PAGE_SIZE } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CATALOG_SHOPS } from '../../db/seed/catalog/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: string, locale = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api/catalog/shops${query}`, headers: { 'x-locale': locale } });
const list = async (query: string, locale = 'uk'): Promise<CatalogShopsResponse> => {
  const res = await get(query, locale);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const slugs = (shops: readonly CatalogShop[]) => shops.map((s) => s.slug);

describe('GET /api/catalog/shops (SPEC §7: category, country, sortBy, q, page)', () => {
  it('pages through the whole catalogue, most popular first, with no shop twice', async () => {
    const first = await list('');
    expect(first.total).toBe(CATALOG_SHOPS.length);
    expect(first.pages).toBe(Math.ceil(CATALOG_SHOPS.length / CATALOG_PAGE_SIZE));
    expect(first.items).toHaveLength(CATALOG_PAGE_SIZE);
    expect(slugs(first.items).slice(0, 3)).toEqual(['amazon', 'zalando', 'aliexpress']);
    const all: CatalogShop[] = [];
    for (let page = 1; page <= first.pages; page++) all.push(...(await list(`?page=${page}`)).items);
    expect(new Set(slugs(all)).size).toBe(CATALOG_SHOPS.length);
    expect((await list(`?page=${first.pages + 1}`)).items).toEqual([]);
  });

  it('filters by country: buy-gb lists only British shops', async () => {
    const body = await list('?country=gb');
    expect(body.total).toBe(CATALOG_SHOPS.filter((s) => s.countries.includes('GB')).length);
    expect(body.items.every((s) => s.countries.some((c) => c.code === 'GB'))).toBe(true);
    expect(slugs(body.items)).toContain('asos');
  });

  it('filters by category and country together', async () => {
    const body = await list('?category=shoes&country=US&sortBy=a-z');
    expect(slugs(body.items)).toEqual(['6pm', 'columbia', 'macys', 'nike', 'under-armour', 'zappos']);
  });

  it('sorts z-a as the reverse of a-z, ignoring case', async () => {
    const az = slugs((await list('?country=US&sortBy=a-z')).items);
    const za = slugs((await list('?country=US&sortBy=z-a')).items);
    expect(za).toEqual([...az].reverse());
    expect(az[0]).toBe('6pm');
    expect(az.at(-1)).toBe('zappos');
  });

  it('searches titles and the descriptions of the request language, wildcards taken literally', async () => {
    expect(slugs((await list('?q=b%26h')).items)).toEqual(['bh-photo']);
    expect(slugs((await list(`?q=${encodeURIComponent('гітари')}`)).items)).toEqual(['guitar-center']);
    expect(slugs((await list('?q=guitars', 'en')).items)).toEqual(['guitar-center']);
    // Only Carter's mentions a percentage ("до 50%"): as a wildcard % would match every shop.
    expect(slugs((await list('?q=%25')).items)).toEqual(['carters']);
  });

  it('answers an empty result as page 1 of 1', async () => {
    const body = await list('?q=nothing-like-this');
    expect(body).toEqual({ items: [], total: 0, page: 1, pages: 1, pageSize: CATALOG_PAGE_SIZE });
  });

  it('localizes descriptions and country names, with a drawn logo for image and imageWebp', async () => {
    const [uk] = (await list('?q=iherb')).items;
    const [ro] = (await list('?q=iherb', 'ro')).items;
    expect(uk).toMatchObject({
      title: 'iHerb',
      url: 'https://www.iherb.com',
      shortDescription: 'Вітаміни, добавки, натуральна косметика та дитяче харчування.',
      countries: [{ code: 'US', name: 'США' }],
      image: '/api/catalog/logos/iherb.svg',
      imageWebp: '/api/catalog/logos/iherb.svg',
    });
    expect(ro?.shortDescription).toBe('Vitamine, suplimente, cosmetice naturale și hrană pentru copii.');
  });

  it('is public and cacheable per language', async () => {
    const res = await get('');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.vary).toContain('x-locale');
  });

  it.each([
    ['?sortBy=cheap', 'sortBy'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?country=XX', 'country'],
    ['?category=garden', 'category'],
  ])('refuses %s with a violation on %s in the request language', async (query, property) => {
    const res = await get(query, 'en');
    expect(res.statusCode).toBe(422);
    const body: ValidationErrorBody = res.json();
    expect(body.violations.map((v) => v.property)).toEqual([property]);
    expect(body.violations[0]?.message).toMatch(/[a-z]/i);
  });
});

describe('GET /api/catalog/categories and /api/catalog/shops/{slug}', () => {
  it('lists the shop categories with counts, searchable and paged', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/categories?limit=3',
      headers: { 'x-locale': 'uk' },
    });
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.items).toEqual([
      {
        slug: 'clothes',
        name: 'Одяг',
        count: CATALOG_SHOPS.filter((s) => s.categories.includes('clothes')).length,
      },
      {
        slug: 'shoes',
        name: 'Взуття',
        count: CATALOG_SHOPS.filter((s) => s.categories.includes('shoes')).length,
      },
      expect.objectContaining({ slug: 'electronics', name: 'Електроніка' }),
    ]);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/categories?query=books',
      headers: { 'x-locale': 'ro' },
    });
    expect(found.json().items).toEqual([expect.objectContaining({ slug: 'books', name: 'Cărți' })]);
  });

  it('lists every shop slug once, alphabetically, for the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/slugs' });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: string[] }).items;
    expect(items).toEqual(CATALOG_SHOPS.map((s) => s.slug).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('gives a shop with all its countries in order, and 404 for an unknown slug', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/shops/zalando',
      headers: { 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as CatalogShop).countries.map((c) => c.code)).toEqual([
      'DE',
      'PL',
      'IT',
      'FR',
      'ES',
      'CZ',
    ]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/catalog/shops/no-such-shop' });
    expect(missing.statusCode).toBe(404);
  });

  it('draws the logo as SVG on the shop colour, escaping the name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/logos/carters.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('fill="#00a3e0"');
    expect(res.body).toContain('Carter&#39;s');
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog/logos/nope.svg' })).statusCode).toBe(404);
  });
});
