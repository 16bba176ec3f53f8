import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../pages.js';
import routes from '../routes.js';
import { APP, reach, type RouteEntry } from '../test/module-walk.js';

/** Imports it for real: a type-only import (the root's holder) loads nothing. */
const usesQuery = (source: string) => /^import (?!type\b)[^;]*from '@tanstack\/react-query'/m.test(source);

/** The files reached from `files` (relative to app/) that import TanStack Query. */
function queryUsers(...files: string[]): string[] {
  return [
    ...reach(
      files.map((f) => join(APP, f)),
      usesQuery,
    ),
  ]
    .filter(([, uses]) => uses)
    .map(([file]) => file.slice(APP.length + 1));
}

describe('TanStack Query loads only with the pages that read through it', () => {
  it('the root and the site layout do not import it (home, tariffs and content pages go without it)', () => {
    expect(queryUsers('root.tsx', 'routes/site-layout.tsx')).toEqual([]);
  });

  it('the walk finds a page that reads through it (or the checks below would prove nothing)', () => {
    expect(queryUsers('routes/orders.tsx').length).toBeGreaterThan(0);
  });

  for (const page of PAGES) {
    it(`${page.id}: marked \`queries\` in pages.ts exactly when ${page.file} reaches it`, () => {
      expect(Boolean(page.queries), queryUsers(page.file).join(', ')).toBe(queryUsers(page.file).length > 0);
    });
  }

  it('routes.ts mounts the marked pages, in every language, under the query layout', () => {
    const site = (routes as RouteEntry[]).find((r) => r.id === 'site')!;
    const layouts = (site.children ?? [])
      .flatMap((r) => [r, ...(r.children ?? [])])
      .filter((r) => r.file === 'routes/query-layout.tsx');
    expect(layouts.map((l) => l.id).sort()).toEqual([
      'en.queries',
      'eng.queries',
      'ro.queries',
      'ru.queries',
      'uk.queries',
    ]);
    for (const layout of layouts)
      expect((layout.children ?? []).map((c) => c.file).sort()).toEqual(
        PAGES.filter((p) => p.queries)
          .map((p) => p.file)
          .sort(),
      );
  });
});
