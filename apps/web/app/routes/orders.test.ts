import type { ServerApi } from '@posylka/contract';
import { describe, expect, it, vi } from 'vitest';
import { loader } from './orders.js';

const me = {
  id: '5a4d7f0e-3a5b-4c1e-9a39-0a4f1b7e2c11',
  email: 'demo@posylka.test',
  emailVerified: true,
  locale: 'uk',
  customerCode: 'UA100001',
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

  it('a signed-in customer gets their profile, asked for in the page language', async () => {
    const api = vi.fn<ServerApi>(async () => new Response(JSON.stringify(me), { status: 200 }));
    await expect(run('http://localhost/ro/orders', api)).resolves.toEqual({ me, onboardingHidden: false });
    const [path, init] = api.mock.calls[0]!;
    expect(path).toBe('/api/personal/me');
    expect((init?.headers as Record<string, string>)['x-locale']).toBe('ro');
  });
});
