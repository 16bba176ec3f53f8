import { describe, expect, it } from 'vitest';
import { layoutChunks } from './layout-chunks.js';

const APP = '/repo/apps/web/app';

/** A module graph as rolldown's plugin context shows it: static and dynamic imports per module. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  [`${APP}/root.tsx`]: {
    importedIds: [
      `${APP}/i18n/locale-path.ts`,
      '/repo/node_modules/react/index.js',
      `${APP}/styles/base.css`,
    ],
  },
  [`${APP}/i18n/locale-path.ts`]: { importedIds: ['/repo/packages/domain/src/index.ts'] },
  [`${APP}/routes/site-layout.tsx`]: {
    importedIds: [`${APP}/components/layout/header.tsx`, `${APP}/i18n/locale-path.ts`],
    dynamicallyImportedIds: [`${APP}/features/banners/cookie-consent.tsx`],
  },
  [`${APP}/components/layout/header.tsx`]: { importedIds: [`${APP}/components/ui/button.tsx`] },
  [`${APP}/components/ui/button.tsx`]: { importedIds: [] },
  [`${APP}/features/banners/cookie-consent.tsx`]: { importedIds: [`${APP}/components/ui/button.tsx`] },
  [`${APP}/routes/home.tsx`]: {
    importedIds: [`${APP}/features/home/hero.tsx`, `${APP}/components/ui/button.tsx`],
  },
  [`${APP}/features/home/hero.tsx`]: { importedIds: [] },
  '/repo/node_modules/react/index.js': { importedIds: [] },
  '/repo/packages/domain/src/index.ts': { importedIds: [] },
  [`${APP}/styles/base.css`]: { importedIds: [] },
};

function build() {
  const chunks = layoutChunks({
    shell: /[\\/]app[\\/]root\.tsx$/,
    site: /[\\/]routes[\\/]site-layout\.tsx$/,
  });
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => graph[id] ?? null,
  };
  (chunks.plugin.buildEnd as (this: typeof context) => void).call(context);
  const groupOf = (id: string) => chunks.groups.find((g) => g.test(id))?.name ?? null;
  return { chunks, groupOf };
}

describe('layoutChunks: a chunk per layout for the app modules it imports statically', () => {
  it("puts the root's static app imports in the shell chunk, the site layout's others in the site chunk", () => {
    const { groupOf } = build();
    expect(groupOf(`${APP}/i18n/locale-path.ts`)).toBe('shell');
    expect(groupOf(`${APP}/components/layout/header.tsx`)).toBe('site');
    expect(groupOf(`${APP}/components/ui/button.tsx`)).toBe('site');
  });

  it('leaves the layouts themselves, lazy parts, pages, packages, libraries and stylesheets to the bundler', () => {
    const { groupOf } = build();
    for (const id of [
      `${APP}/root.tsx`,
      `${APP}/routes/site-layout.tsx`,
      `${APP}/features/banners/cookie-consent.tsx`,
      `${APP}/features/home/hero.tsx`,
      '/repo/packages/domain/src/index.ts',
      '/repo/node_modules/react/index.js',
      `${APP}/styles/base.css`,
    ])
      expect(groupOf(id), id).toBeNull();
  });

  it('ranks below the React group, which keeps its modules', () => {
    const { chunks } = build();
    expect(chunks.groups.map((g) => [g.name, g.priority])).toEqual([
      ['shell', 1],
      ['site', 1],
    ]);
  });
});
