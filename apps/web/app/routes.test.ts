import { describe, expect, it } from 'vitest';
import routes from './routes.js';

interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}

function flatten(entries: Entry[], prefix = ''): Array<{ id: string; path: string }> {
  return entries.flatMap((e) => {
    const path = e.path ? `${prefix}/${e.path}`.replace(/\/+/g, '/') : prefix;
    const self = e.id && (e.index || e.path) ? [{ id: e.id, path: path || '/' }] : [];
    return [...self, ...flatten(e.children ?? [], path)];
  });
}

describe('routes (SPEC §2: uk without prefix; ru, en, ro, eng prefix every page)', () => {
  const all = flatten(routes as Entry[]);

  it('every page exists in all five languages with a unique id', () => {
    const paths = all.map((r) => r.path).sort();
    for (const page of [
      '/register',
      '/login',
      '/verify-email',
      '/orders',
      '/profile',
      '/calculators',
      '/tariffs',
    ]) {
      for (const prefix of ['', '/ru', '/en', '/ro', '/eng']) expect(paths).toContain(`${prefix}${page}`);
    }
    for (const home of ['/', '/ru', '/en', '/ro', '/eng']) expect(paths).toContain(home);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  it('has no /uk prefix and one catch-all 404', () => {
    expect(all.some((r) => r.path.startsWith('/uk'))).toBe(false);
    expect(all.filter((r) => r.path === '/*')).toHaveLength(1);
  });
});
