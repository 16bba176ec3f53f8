import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '../../i18n/admin-resources.server.js';
import { loadAdminPage, loadAdminShell } from './load-admin.js';
import { adminApi } from './admin-api.js';

function context(status: number, body: unknown, seen: Array<{ path: string; locale: string | null }> = []) {
  return {
    api: async (path: string, init: RequestInit = {}) => {
      seen.push({ path, locale: (init.headers as Record<string, string>)['x-locale'] ?? null });
      return new Response(JSON.stringify(body), { status });
    },
  } as unknown as AppLoadContext;
}

async function thrown(
  promise: Promise<unknown>,
): Promise<Response | { type: string; init: ResponseInit | null }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected a throw');
}

const OPERATOR = {
  id: '7c1e2a52-9a0e-4d43-8f5e-0e4f2a9d1b11',
  email: 'operator@posylka.test',
  role: 'operator',
};

describe('console layout loader (design §6: anonymous -> login, a customer -> "no access")', () => {
  it('an operator: the console in the cookie language, the texts of that language, x-locale sent', async () => {
    const seen: Array<{ path: string; locale: string | null }> = [];
    const result = await loadAdminShell(
      new Request('http://x/admin', { headers: { cookie: 'admin_locale=en; session=s' } }),
      context(200, OPERATOR, seen),
      ADMIN_RESOURCES,
    );
    expect(result).toMatchObject({ locale: 'en', me: OPERATOR });
    expect(seen).toEqual([{ path: '/api/admin/me', locale: 'en' }]);
  });

  it('anonymous (401): to the login page, coming back to the same console page', async () => {
    const response = (await thrown(
      loadAdminShell(
        new Request('http://x/admin/parcels?state=paused'),
        context(401, { errorDescription: 'x' }),
        ADMIN_RESOURCES,
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/admin/parcels?state=paused')}`,
    );
  });

  it('a customer (403): the console frame with no operator, answered 403', async () => {
    const result = (await loadAdminShell(
      new Request('http://x/admin'),
      context(403, { errorDescription: 'Немає доступу' }),
      ADMIN_RESOURCES,
    )) as unknown as { data: { me: unknown; locale: string }; init: ResponseInit };
    expect(result.init.status).toBe(403);
    expect(result.data).toMatchObject({ me: null, locale: 'uk' });
  });

  it('a page loader maps 404 to a thrown 404 with the server text', async () => {
    const error = (await thrown(
      loadAdminPage(
        new Request('http://x/admin/parcels/nope'),
        context(404, { errorDescription: 'Не знайдено' }),
        (api) => adminApi.parcel(api, 'nope'),
      ),
    )) as unknown as { data: unknown; init: ResponseInit };
    expect(error.init.status).toBe(404);
    expect(error.data).toBe('Не знайдено');
  });
});
