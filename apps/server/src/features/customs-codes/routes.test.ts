import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HsListResponse, ValidationErrorBody } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query: string, locale = 'en'): Promise<HsListResponse> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/hs/list${query}`,
    headers: { 'x-locale': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

// The seeded compact list: 97 chapters and the 44 headings the goods categories use.
describe('GET /api/hs/list', () => {
  it('pages the whole list ordered by code: 141 codes, first page starts with chapters 01, 02', async () => {
    const page = await list('?limit=2');
    expect(page.total).toBe(141);
    expect(page.items.map((i) => i.code)).toEqual(['01', '02']);
    expect(page.items[0]).toEqual({ code: '01', description: 'Live animals', level: 2, parent: null });
  });

  it('reads digits as a code prefix, dots allowed: "85.1" finds heading 8517 under chapter 85', async () => {
    const page = await list('?query=85.1');
    expect(page.items.map((i) => i.code)).toEqual(['8517', '8518']);
    expect(page.items[0]).toMatchObject({ level: 4, parent: '85' });
  });

  it('finds descriptions containing every word, case-insensitive', async () => {
    const page = await list('?query=TELEPHONES%20smart');
    expect(page.items.map((i) => i.code)).toEqual(['8517']);
  });

  it('answers in Ukrainian for the uk interface and finds Ukrainian words', async () => {
    const page = await list(`?query=${encodeURIComponent('парфуми')}`, 'uk');
    expect(page.items).toEqual([
      { code: '3303', description: 'Парфуми та туалетна вода', level: 4, parent: '33' },
    ]);
  });

  it('second page of chapter 6x headings continues where the first stopped', async () => {
    const first = await list('?query=6&limit=10&page=1');
    const second = await list('?query=6&limit=10&page=2');
    expect(first.total).toBe(second.total);
    expect(first.items.at(-1)!.code < second.items[0]!.code).toBe(true);
  });

  it('refuses page 0 with a violation on page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hs/list?page=0' });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ValidationErrorBody).violations[0]?.property).toBe('page');
  });
});
