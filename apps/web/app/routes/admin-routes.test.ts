import { describe, expect, it } from 'vitest';
import routes from '../routes.js';

interface Entry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}

describe('operator console routes (design §6: /admin outside the locale prefixes, its own layout)', () => {
  const admin = (routes as Entry[]).find((r) => r.id === 'admin');

  it('one layout of its own, not the site layout (no marketing header or footer)', () => {
    expect(admin?.file).toBe('routes/admin-layout.tsx');
    expect(admin?.path).toBeUndefined();
  });

  it('the pages, each once, under /admin only', () => {
    const paths = (admin?.children ?? []).map((r) => `/${r.path ?? ''}`.replace(/\/$/, '') || '/');
    expect(paths).toEqual([
      '/admin',
      '/admin/receive',
      '/admin/parcels',
      '/admin/parcels/:id',
      '/admin/dispatch',
      '/admin/buyouts',
      '/admin/buyouts/:id',
      '/admin/payments',
      '/admin/notifications',
      '/admin/audit',
    ]);
    const all = JSON.stringify(routes);
    for (const prefix of ['ru', 'en', 'ro', 'eng']) expect(all).not.toContain(`"${prefix}/admin`);
  });
});
