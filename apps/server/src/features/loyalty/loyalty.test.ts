import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser, sessionFrom } from '../../../test/http.js';
import { addLoyaltyEntry } from './repository.js';

describe('loyalty bonuses (SPEC §3 balance and history, totals in UAH)', () => {
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

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('the demo customer: balance is the ledger sum (50 + 25 - 40 + 45 = 80.00 UAH)', async () => {
    const res = await get('/api/personal/loyalty/balance', demo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amount: '80.00', currency: 'UAH' });
  });

  it('history lists earn and spend newest first, with totals that add up to the balance', async () => {
    const body = (await get('/api/personal/loyalty/history', demo)).json();
    expect(
      body.items.map((i: { type: string; value: { amount: string } }) => [i.type, i.value.amount]),
    ).toEqual([
      ['earn', '45.00'],
      ['spend', '40.00'],
      ['earn', '25.00'],
      ['earn', '50.00'],
    ]);
    expect(body.items[0]).toMatchObject({ reason: 'parcel_received', orderRef: 'UA100001-0002' });
    expect(body.items[3]).toMatchObject({ reason: 'welcome_gift', orderRef: null });
    expect(body.totals).toEqual({
      earned: { amount: '120.00', currency: 'UAH' },
      spent: { amount: '40.00', currency: 'UAH' },
      balance: { amount: '80.00', currency: 'UAH' },
    });
  });

  it("a new customer sees zero and an empty history, never the demo customer's ledger", async () => {
    const { token } = await registerUser(t.app, 'loyal@example.com');
    expect((await get('/api/personal/loyalty/balance', token)).json()).toEqual({
      amount: '0.00',
      currency: 'UAH',
    });
    const history = (await get('/api/personal/loyalty/history', token)).json();
    expect(history.items).toEqual([]);
    expect(history.totals.balance.amount).toBe('0.00');
  });

  it('an entry added for one customer changes only that balance, exactly (no float drift)', async () => {
    const { token } = await registerUser(t.app, 'cents@example.com');
    const me = (await get('/api/personal/me', token)).json();
    await addLoyaltyEntry(t.db, { userId: me.id, type: 'earn', amountUah: '0.10', reason: 'promo_gift' });
    await addLoyaltyEntry(t.db, { userId: me.id, type: 'earn', amountUah: '0.20', reason: 'promo_gift' });
    await addLoyaltyEntry(t.db, { userId: me.id, type: 'spend', amountUah: '0.05', reason: 'delivery_paid' });
    expect((await get('/api/personal/loyalty/balance', token)).json().amount).toBe('0.25');
    expect((await get('/api/personal/loyalty/balance', demo)).json().amount).toBe('80.00');
  });

  it('answers 401 in the request language without a session', async () => {
    for (const url of ['/api/personal/loyalty/balance', '/api/personal/loyalty/history']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-locale': 'en' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errorDescription: 'Please sign in to continue.' });
    }
  });
});
