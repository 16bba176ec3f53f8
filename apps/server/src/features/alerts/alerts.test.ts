import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser, sessionFrom } from '../../../test/http.js';
import { addAlert } from './repository.js';

describe('cabinet alert messages (SPEC §7 fetch and close)', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    demo = sessionFrom(login).token;
  });
  afterAll(() => t.close());

  const list = (token: string, locale = 'uk') =>
    t.app.inject({
      method: 'GET',
      url: '/api/personal/alert-messages',
      headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
    });
  const close = (token: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/personal/alert-messages/${id}/close`,
      headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    });

  it('the demo customer has the seeded alerts, newest first, worded in the request language', async () => {
    const uk = (await list(demo)).json();
    expect(uk.map((a: { kind: string }) => a.kind)).toEqual(['info', 'success', 'info']);
    expect(uk[0]).toMatchObject({
      title: 'Знижка 100\u00a0₴ на доставку',
      promoCode: 'POSYLKA100',
      link: null,
    });
    expect(uk[1]).toMatchObject({ title: 'Нараховано бонуси', link: '/profile/bonuses', promoCode: null });
    expect(uk[1].text).toContain('надійшло 45\u00a0₴');
    expect(uk[1].text).toContain('UA100001-0002');
    const ro = (await list(demo, 'ro')).json();
    expect(ro[2].title).toBe('Bun venit la Posylka!');
    // Hryvnias through the domain's formatter in every language (issue 14 item 7).
    expect(ro[0].title).toBe('Reducere de 100\u00a0₴ la livrare');
    expect((await list(demo, 'en')).json()[1].text).toMatch(/^₴45 has been added/);
  });

  it("closing another customer's alert answers 404 and leaves it open; a malformed id is 404 too", async () => {
    const stranger = await registerUser(t.app, 'stranger@example.com');
    const [first] = (await list(demo)).json();
    const res = await close(stranger.token, first.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorDescription: 'Not found.' });
    expect((await list(demo)).json()).toHaveLength(3);
    expect((await close(stranger.token, 'not-an-id')).statusCode).toBe(404);
    expect((await list(stranger.token)).json()).toEqual([]);
  });

  it('the owner closes an alert: 204, it is gone from the list, closing again is harmless', async () => {
    const { token } = await registerUser(t.app, 'owner@example.com');
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/personal/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    await addAlert(t.db, { userId: me.id, key: 'welcome' });
    const [alert] = (await list(token)).json();
    expect((await close(token, alert.id)).statusCode).toBe(204);
    expect((await list(token)).json()).toEqual([]);
    expect((await close(token, alert.id)).statusCode).toBe(204);
  });

  it('a cookie-session close needs the CSRF header; without any session it is 401', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const session = sessionFrom(login);
    const [alert] = (await list(demo)).json();
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/personal/alert-messages/${alert.id}/close`,
      headers: { cookie: session.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/personal/alert-messages/${alert.id}/close`,
    });
    expect(anonymous.statusCode).toBe(401);
    const withCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/personal/alert-messages/${alert.id}/close`,
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    });
    expect(withCsrf.statusCode).toBe(204);
  });

  // Issue 14: after a surcharge the list answered 500 for good (the alert stored "15.90 USD").
  it('a surcharge alert reads its money in the locale, also one stored the old way as "15.90 USD"', async () => {
    const { token } = await registerUser(t.app, 'surcharge-alert@example.com');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const userId = (me.json() as { id: string }).id;
    await addAlert(t.db, {
      userId,
      key: 'buyout-surcharge',
      kind: 'warning',
      params: { number: 'BO-000007', amount: '15.90', currency: 'USD' },
    });
    await addAlert(t.db, {
      userId,
      key: 'buyout-surcharge',
      kind: 'warning',
      params: { number: 'BO-000008', amount: '1234.50 USD' },
    });
    await addAlert(t.db, { userId, key: 'buyout-surcharge', params: { number: 'BO-000009', amount: 'n/a' } });
    const uk = await list(token, 'uk');
    expect(uk.statusCode).toBe(200);
    const titles = (uk.json() as { title: string }[]).map((alert) => alert.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Замовлення BO-000007: доплата 15,90\u00a0$',
        'Замовлення BO-000008: доплата 1\u00a0234,50\u00a0$',
        'Замовлення BO-000009: доплата n/a',
      ]),
    );
    const en = await list(token, 'en');
    expect((en.json() as { title: string }[]).map((alert) => alert.title)).toContain(
      'Order BO-000007: pay $15.90 more',
    );
  });
});
