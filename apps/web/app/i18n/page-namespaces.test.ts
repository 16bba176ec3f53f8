import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NAMESPACES, type Namespace } from '@posylka/texts';
import { describe, expect, it } from 'vitest';
import routes from '../routes.js';
import { CABINET_NAMESPACES, isCabinetPath, namespacesFor, needsMoreTexts } from './page-namespaces.js';

const APP = resolve(import.meta.dirname, '..');
const KNOWN = new Set<string>(NAMESPACES);

interface Entry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: Entry[];
}

/** Every page of the site layout in Ukrainian (the other languages mount the same files), with its path. */
function sitePages(): { id: string; path: string; file: string }[] {
  const site = (routes as Entry[]).find((r) => r.id === 'site');
  return (site?.children ?? [])
    .filter((r) => r.id?.startsWith('uk.') || r.id === 'not-found')
    .map((r) => ({ id: r.id ?? '', path: `/${r.path ?? ''}`, file: r.file }));
}

/** A relative import's file: `.js` written for `.ts`/`.tsx`, or a folder's index. */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [
    `${stem}.tsx`,
    `${stem}.ts`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
    base,
  ])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** The namespaces a file reads, by the ways the app reads them. */
function namespacesIn(source: string): Set<string> {
  const found = new Set<string>();
  const add = (ns: string | undefined) => ns && KNOWN.has(ns) && found.add(ns);
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const q of (m[1] ?? '').matchAll(/'(\w+)'/g)) add(q[1]);
  for (const m of source.matchAll(/['"`](\w+):[\w.]+/g)) add(m[1]);
  for (const m of source.matchAll(/\bns:\s*['"](\w+)['"]/g)) add(m[1]);
  for (const m of source.matchAll(/pageMeta\([^,]+,\s*'(\w+)'/g)) add(m[1]);
  for (const m of source.matchAll(/resources\??\.(\w+)/g)) add(m[1]);
  for (const m of source.matchAll(/getFixedT\([^)]*?'(\w+)'\s*\)/g)) add(m[1]);
  return found;
}

/** Every file a page loads, lazy imports included, and the namespaces they read. */
function reach(entries: string[]): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    seen.set(file, namespacesIn(source));
    for (const m of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, m[1] ?? '');
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe("a page's texts: a public page carries no cabinet namespace", () => {
  it('the split: public pages leave out the cabinet namespaces, the cabinet and the console have all', () => {
    expect(namespacesFor('/')).not.toContain('forwarding');
    expect(namespacesFor('/en/catalog')).toEqual(expect.arrayContaining(['common', 'layout', 'catalog']));
    expect(namespacesFor('/orders')).toEqual(NAMESPACES);
    expect(namespacesFor('/ro/forwarding/declaration')).toEqual(NAMESPACES);
    expect(namespacesFor('/eng/profile/addresses')).toEqual(NAMESPACES);
    expect(isCabinetPath('/ordersfoo')).toBe(false);
    expect(needsMoreTexts('/en/tariffs', '/en/orders')).toBe(true);
    expect(needsMoreTexts('/orders', '/tariffs')).toBe(false);
    expect(needsMoreTexts('/login', '/catalog')).toBe(false);
  });

  it('finds the reads it looks for (or the walk below would prove nothing)', () => {
    expect([...namespacesIn("const { t } = useTranslation('forwarding');")]).toEqual(['forwarding']);
    expect([...namespacesIn("useTranslation(['profile', 'common'])")].sort()).toEqual(['common', 'profile']);
    expect([...namespacesIn("t('orders:states.created')")]).toEqual(['orders']);
    expect([...namespacesIn("pageMeta(matches, 'buyoutShow', { title: 'x' })")]).toEqual(['buyoutShow']);
    expect([...namespacesIn('root?.resources.catalog')]).toEqual(['catalog']);
    const wizard = reach([join(APP, 'routes/forwarding-declaration.tsx')]);
    const read = new Set([...wizard.values()].flatMap((s) => [...s]));
    expect(read.has('forwarding')).toBe(true);
    // The site's shell alone reaches the header, footer and widgets: dozens of files.
    expect(reach([join(APP, 'root.tsx'), join(APP, 'routes/site-layout.tsx')]).size).toBeGreaterThan(40);
  });

  const pages = sitePages();
  it('sees every page of the site (36 in each language and the 404)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(37);
  });

  const cabinet = new Set<string>(CABINET_NAMESPACES);
  for (const page of pages.filter((p) => !isCabinetPath(p.path))) {
    it(`${page.id} (${page.path}) reads no cabinet namespace`, () => {
      const files = reach([join(APP, 'root.tsx'), join(APP, 'routes/site-layout.tsx'), join(APP, page.file)]);
      const offending: string[] = [];
      for (const [file, namespaces] of files)
        for (const ns of namespaces)
          if (cabinet.has(ns as Namespace)) offending.push(`${file.slice(APP.length + 1)}: ${ns}`);
      expect(offending).toEqual([]);
    });
  }
});
