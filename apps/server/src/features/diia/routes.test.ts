// Diia sandbox: /diia/init gives a deep link (the QR code); the sandbox page shares the test ID card,
// which is sealed at rest, pushed on docs#{uid} and readable once more through preloaded-user-data,
// by its owner only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { diiaRequests, users } from '../../db/schema/index.js';
import { withRequestId } from './routes.js';

let t: TestApp;
let alice: { token: string; id: string };
let bob: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = { token: (await registerUser(t.app, 'diia-alice@example.com')).token, id: '' };
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'diia-alice@example.com'));
  alice.id = row!.id;
  bob = { token: (await registerUser(t.app, 'diia-bob@example.com')).token };
});
afterAll(() => t.close());

const api = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-locale': 'uk', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('Diia sandbox', () => {
  it('init -> sandbox page -> Share: pushed on docs#{uid}, sealed at rest, preloaded for the owner only', async () => {
    const init = await api(alice.token, 'POST', '/diia/init', { return_url: '/buyout/passport?orderId=1' });
    expect(init.statusCode).toBe(200);
    const { deepLink, requestId } = init.json() as { deepLink: string; requestId: string };
    expect(deepLink).toBe(`http://localhost:3000/api/diia/sandbox/${requestId}`);

    expect(
      (await api(alice.token, 'GET', `/app-centrifugo/preloaded-user-data/${requestId}`)).json(),
    ).toEqual({});

    const pushed: unknown[] = [];
    const unsubscribe = await t.app.realtime.subscribe(`docs#${alice.id}`, (data) => pushed.push(data));

    const path = new URL(deepLink).pathname;
    const page = await t.app.inject({ method: 'GET', url: path, headers: { 'x-locale': 'uk' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Поділитися');
    expect(page.body).toContain('004512345');

    const share = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(share.statusCode).toBe(303);
    // The return link names the request, so a new tab or the phone reads the data by it.
    expect(share.headers.location).toBe(`/buyout/passport?orderId=1&diiaRequest=${requestId}`);
    await unsubscribe();
    expect(pushed).toEqual([
      { requestId, data: expect.objectContaining({ docNumber: '004512345', lastNameUA: 'Шевченко' }) },
    ]);

    const preloaded = await api(alice.token, 'GET', `/app-centrifugo/preloaded-user-data/${requestId}`);
    expect(preloaded.json()).toMatchObject({
      firstNameUA: 'Тарас',
      taxpayerNumber: '3012345678',
      birthday: { d: 9, m: 3, y: 1990 },
    });
    // Another customer learns nothing, not even that the request exists.
    expect((await api(bob.token, 'GET', `/app-centrifugo/preloaded-user-data/${requestId}`)).json()).toEqual(
      {},
    );

    const [row] = await t.db.select().from(diiaRequests).where(eq(diiaRequests.id, requestId));
    expect(row!.sealedData).not.toContain('Шевченко');
    expect(row!.sealedData).not.toContain('004512345');
  });

  it('never redirects to another site after sharing', async () => {
    const init = await api(alice.token, 'POST', '/diia/init', { return_url: 'https://evil.example/steal' });
    const { deepLink, requestId } = init.json() as { deepLink: string; requestId: string };
    const share = await t.app.inject({ method: 'POST', url: new URL(deepLink).pathname });
    expect(share.headers.location).toBe(`/api/diia/sandbox/${requestId}`);
  });

  it('adds diiaRequest to a return link without a query, before its hash', () => {
    expect(withRequestId('/buyout/passport', 'r1')).toBe('/buyout/passport?diiaRequest=r1');
    expect(withRequestId('/p?a=1#top', 'r 2')).toBe('/p?a=1&diiaRequest=r%202#top');
  });

  it('needs a session to start, and an unknown request page is 404', async () => {
    expect((await api(null, 'POST', '/diia/init', {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/diia/sandbox/nope' })).statusCode).toBe(404);
  });
});
