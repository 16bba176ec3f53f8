import type { ServerApi } from '@posylka/contract';
import { describe, expect, it, vi } from 'vitest';
import { loader } from './orders.js';

const me = {
  id: '5a4d7f0e-3a5b-4c1e-9a39-0a4f1b7e2c11',
  email: 'demo@posylka.test',
  emailVerified: true,
  locale: 'uk',
  customerCode: 'UA100001',
  firstName: null,
  lastName: null,
  firstNameCyr: null,
  lastNameCyr: null,
  middleNameCyr: null,
  phoneNumber: null,
};

function run(url: string, api: ServerApi) {
  const args = { request: new Request(url), context: { api, cspNonce: 'n' }, params: {} };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

describe('/orders is for signed-in customers', () => {
  it('a visitor (401) is sent to the login page of the same language with next = this page', async () => {
    const api = vi.fn(
      async () => new Response(JSON.stringify({ errorDescription: 'Увійдіть' }), { status: 401 }),
    );
    const thrown = await run('http://localhost/en/orders?page=2', api).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/en/login?next=%2Fen%2Forders%3Fpage%3D2');
  });

  it('uk has no prefix', async () => {
    const api = vi.fn(
      async () => new Response(JSON.stringify({ errorDescription: 'Увійдіть' }), { status: 401 }),
    );
    const thrown = (await run('http://localhost/orders', api).catch((e: unknown) => e)) as Response;
    expect(thrown.headers.get('location')).toBe('/login?next=%2Forders');
  });

  it('a signed-in customer gets their profile, the page of orders of the address and the countries', async () => {
    const api = vi.fn<ServerApi>(async (path: string) => {
      if (path.startsWith('/api/personal/me')) return new Response(JSON.stringify(me), { status: 200 });
      if (path.startsWith('/api/orders')) return new Response(JSON.stringify(list(3)), { status: 200 });
      return new Response(JSON.stringify([{ code: 'US', text: 'SUA', icon: 'us' }]), { status: 200 });
    });
    const data = await run('http://localhost/ro/orders?filter=archived&country=us&search=boots', api);
    expect(data).toMatchObject({
      me,
      list: { total: 3 },
      query: { filter: 'archived', page: 1, type: null, country: 'US', search: 'boots' },
      countries: [{ code: 'US', text: 'SUA', icon: 'us' }],
      onboardingHidden: false,
    });
    const paths = api.mock.calls.map(([path]) => path);
    expect(paths).toContain('/api/personal/me');
    expect(paths).toContain('/api/orders?filter=archived&page=1&country=US&search=boots');
    for (const [, init] of api.mock.calls) {
      expect((init?.headers as Record<string, string>)['x-locale']).toBe('ro');
    }
  });

  it('a page past the end (an old link) goes to the last page of the same list', async () => {
    const api = vi.fn<ServerApi>(async (path: string) => {
      if (path.startsWith('/api/personal/me')) return new Response(JSON.stringify(me), { status: 200 });
      if (path.startsWith('/api/orders')) return new Response(JSON.stringify(list(12)), { status: 200 });
      return new Response('[]', { status: 200 });
    });
    const thrown = (await run('http://localhost/orders?filter=all&page=5', api).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/orders?filter=all&page=2');
  });

  it('shows the page without the list when the list cannot be loaded', async () => {
    const api = vi.fn<ServerApi>(async (path: string) => {
      if (path.startsWith('/api/personal/me')) return new Response(JSON.stringify(me), { status: 200 });
      if (path.startsWith('/api/orders'))
        return new Response(JSON.stringify({ errorDescription: 'Помилка' }), { status: 500 });
      return new Response('[]', { status: 200 });
    });
    await expect(run('http://localhost/orders', api)).resolves.toMatchObject({ me, list: null });
  });
});

function list(total: number) {
  return {
    items: [],
    countPerPage: 10,
    currentPage: 1,
    total,
    numberOfProcessOrders: total,
    numberOfConsolidatedOrders: 0,
    numberOfReceivedOrders: 0,
    numberOfArchivedOrders: 0,
    numberOfOrders: total,
  };
}
