import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The web app's source folder (apps/web/app). */
export const APP = resolve(import.meta.dirname, '..');

/** A relative import's file: `.js` written for `.ts`/`.tsx`, or a folder's index. */
export function resolveImport(from: string, spec: string): string | null {
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

/**
 * Every file of the app reached from `entries` by relative imports, lazy ones included (test files
 * left out), with what `read` finds in each: the walk the page tests use to see what a page loads.
 */
export function reach<T>(entries: string[], read: (source: string) => T): Map<string, T> {
  const seen = new Map<string, T>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    seen.set(file, read(source));
    for (const m of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, m[1] ?? '');
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** The site's pages in Ukrainian (the other languages mount the same files) and the 404, from routes.ts. */
export function sitePages(routes: readonly RouteEntry[]): { id: string; path: string; file: string }[] {
  const site = routes.find((r) => r.id === 'site');
  const flat = (entries: readonly RouteEntry[]): RouteEntry[] =>
    entries.flatMap((e) => (e.path === undefined && !e.index && e.children ? flat(e.children) : [e]));
  return flat(site?.children ?? [])
    .filter((r) => r.id?.startsWith('uk.') || r.id === 'not-found')
    .map((r) => ({ id: r.id ?? '', path: `/${r.path ?? ''}`, file: r.file }));
}

export interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}
