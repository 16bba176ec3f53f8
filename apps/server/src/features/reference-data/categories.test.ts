import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoriesResponse, ValidationErrorBody } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { GOODS_CATEGORIES } from '../../db/seed/reference/goods-categories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: string, locale = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api/extra/categories${query}`, headers: { 'x-locale': locale } });

describe('GET /api/extra/categories (SPEC §7 "query, page, limit; response items and total")', () => {
  it('pages through every category: 50 in pages of 20 give 20, 20 and 10 items', async () => {
    const pages: CategoriesResponse[] = [];
    for (const page of [1, 2, 3]) pages.push((await get(`?page=${page}&limit=20`)).json());
    expect(pages.map((p) => p.total)).toEqual([GOODS_CATEGORIES.length, 50, 50]);
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 10]);
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(50);
  });

  it('finds power banks by a Ukrainian word, duty-free and carried as dangerous goods', async () => {
    const body: CategoriesResponse = (await get(`?query=${encodeURIComponent('павербанк')}`)).json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toEqual({
      id: 34,
      name: 'Павербанки',
      dangerousGoods: true,
      isTaxFree: true,
      hsCode: '8507',
    });
  });

  it('searches the request language and English: "books" in the ro interface finds Cărți și reviste', async () => {
    const body: CategoriesResponse = (await get('?query=books', 'ro')).json();
    expect(body.items.map((i) => i.name)).toEqual(['Cărți și reviste']);
  });

  it('takes % literally instead of as a wildcard', async () => {
    expect(((await get('?query=%25')).json() as CategoriesResponse).total).toBe(0);
  });

  it('refuses a limit above 100 with a violation on limit', async () => {
    const res = await get('?limit=101');
    expect(res.statusCode).toBe(422);
    expect((res.json() as ValidationErrorBody).violations[0]?.property).toBe('limit');
  });
});
