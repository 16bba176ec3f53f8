import { NAMESPACES } from '@posylka/texts';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../pages.js';
import routes from '../routes.js';
import { APP, reach as walk, sitePages, type RouteEntry } from '../test/module-walk.js';
import { join } from 'node:path';
import { SHELL_NAMESPACES, namespacesFor } from './page-namespaces.js';

const KNOWN = new Set<string>(NAMESPACES);

const pages = () => sitePages(routes as RouteEntry[]);

/** The namespaces a file reads, by the ways the app reads them. */
function namespacesIn(source: string): Set<string> {
  const found = new Set<string>();
  const add = (ns: string | undefined) => ns && KNOWN.has(ns) && found.add(ns);
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const q of (m[1] ?? '').matchAll(/'(\w+)'/g)) add(q[1]);
  for (const m of source.matchAll(/['"`](\w+):[\w.]+/g)) add(m[1]);
  for (const m of source.matchAll(/\bns:\s*['"](\w+)['"]/g)) add(m[1]);
  for (const m of source.matchAll(/\bns=\{?['"](\w+)['"]/g)) add(m[1]);
  for (const m of source.matchAll(/pageMeta\([^,]+,\s*'(\w+)'/g)) add(m[1]);
  for (const m of source.matchAll(/resources\??\.(\w+)/g)) add(m[1]);
  for (const m of source.matchAll(/getFixedT\([^)]*?'(\w+)'\s*\)/g)) add(m[1]);
  return found;
}

/** Every file a page loads, lazy imports included, and the namespaces they read. */
function reach(entries: string[]): Map<string, Set<string>> {
  return walk(entries, namespacesIn);
}

/** The namespaces read by the files reached from `entries`. */
function readBy(...entries: string[]): Set<string> {
  return new Set([...reach(entries.map((file) => join(APP, file))).values()].flatMap((s) => [...s]));
}

/** A path the page answers, its parameters filled (`:id` → `x1`), optional ones left out or in. */
function samplePaths(path: string | null): string[] {
  if (path === null) return ['/'];
  const fill = (keepOptional: boolean) =>
    '/' +
    path
      .split('/')
      .filter((segment) => keepOptional || !segment.endsWith('?'))
      .map((segment) => (segment.startsWith(':') ? 'x1' : segment))
      .join('/');
  return [...new Set([fill(false), fill(true)])];
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const SHELL = new Set<string>(SHELL_NAMESPACES);

describe("a page's texts: each page carries the shell's namespaces and its own, no more", () => {
  it('finds the reads it looks for (or the walks below would prove nothing)', () => {
    expect([...namespacesIn("const { t } = useTranslation('forwarding');")]).toEqual(['forwarding']);
    expect([...namespacesIn("useTranslation(['profile', 'common'])")].sort()).toEqual(['common', 'profile']);
    expect([...namespacesIn("t('orders:states.created')")]).toEqual(['orders']);
    expect([...namespacesIn("pageMeta(matches, 'buyoutShow', { title: 'x' })")]).toEqual(['buyoutShow']);
    expect([...namespacesIn('root?.resources.catalog')]).toEqual(['catalog']);
    expect([...namespacesIn('<PromoBlock ns="forwarding" />')]).toEqual(['forwarding']);
    expect(readBy('routes/forwarding-declaration.tsx').has('forwarding')).toBe(true);
    // The site's shell alone reaches the header, footer and widgets: dozens of files.
    expect(reach([join(APP, 'root.tsx'), join(APP, 'routes/site-layout.tsx')]).size).toBeGreaterThan(40);
  });

  it('the shell (root and site layout, lazy parts included) reads exactly SHELL_NAMESPACES', () => {
    expect(sorted(readBy('root.tsx', 'routes/site-layout.tsx'))).toEqual(sorted(SHELL_NAMESPACES));
  });

  it('the 404 page reads nothing beyond the shell, and a path no page answers gets the shell', () => {
    expect([...readBy('routes/not-found.tsx')].filter((ns) => !SHELL.has(ns))).toEqual([]);
    expect([...readBy('routes/query-layout.tsx')].filter((ns) => !SHELL.has(ns))).toEqual([]);
    expect(namespacesFor('/no-such-page')).toEqual(SHELL_NAMESPACES);
    expect(namespacesFor('/en/orders/x1/y2')).toEqual(SHELL_NAMESPACES);
  });

  it('the console gets every namespace; a language prefix changes nothing', () => {
    expect(namespacesFor('/admin/parcels/12')).toEqual(NAMESPACES);
    expect(namespacesFor('/admin')).toEqual(NAMESPACES);
    expect(namespacesFor('/en/orders')).toEqual(namespacesFor('/orders'));
    expect(namespacesFor('/ro/catalog/c/amazon')).toContain('catalog');
    expect(namespacesFor('/')).not.toContain('orders');
    expect(namespacesFor('/orders')).not.toContain('forwarding');
  });

  it('sees every page of the site (36 in each language and the 404)', () => {
    expect(pages().length).toBeGreaterThanOrEqual(37);
    expect(pages().filter((p) => p.id !== 'not-found').length).toBe(PAGES.length);
  });

  for (const page of PAGES) {
    const paths = samplePaths(page.path);
    it(`${page.id}: pages.ts lists what ${page.file} reads beyond the shell, and ${paths.join(', ')} get it`, () => {
      const own = [...readBy(page.file)].filter((ns) => !SHELL.has(ns));
      expect(sorted(page.texts)).toEqual(sorted(own));
      for (const path of paths)
        for (const prefix of ['', '/en', '/eng'])
          expect(sorted(namespacesFor(prefix + (prefix && path === '/' ? '' : path)))).toEqual(
            sorted([...SHELL_NAMESPACES, ...page.texts]),
          );
    });
  }
});
