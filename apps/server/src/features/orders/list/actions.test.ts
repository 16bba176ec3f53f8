// The orders list's actions on forwarding orders (SPEC §7 "Orders": move-to-archive, move-from-archived
// and delete; SPEC §2 "a delete-order button checks whether the order can be changed"). Buy-out cards:
// buyout-actions.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { companies, orders } from '../../../db/schema/index.js';
import {
  addOrder as addOrderFor,
  callAs,
  newCustomer,
  type Customer,
  type OrderSeed,
} from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callAs(t);
});
afterAll(() => t.close());

const customer = (name: string) => newCustomer(t, name);
const addOrder = (who: Customer, ageMinutes: number, seed: OrderSeed = {}) =>
  addOrderFor(t, who, ageMinutes, seed);

describe('POST /api/orders/move-to-archive/{id} and move-from-archived/{id}', () => {
  it('moves an order to the archive tab and back, with the counters following', async () => {
    const me = await customer('archive');
    const order = await addOrder(me, 1);
    const res = await call(me, 'POST', `/orders/move-to-archive/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, isArchived: true });
    expect((await call(me, 'GET', '/orders')).json()).toMatchObject({
      items: [],
      numberOfProcessOrders: 0,
      numberOfArchivedOrders: 1,
      numberOfOrders: 1,
    });
    // Twice is harmless.
    expect((await call(me, 'POST', `/orders/move-to-archive/${order.id}`)).statusCode).toBe(200);

    const back = await call(me, 'POST', `/orders/move-from-archived/${order.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: order.id, isArchived: false });
    expect((await call(me, 'GET', '/orders')).json()).toMatchObject({
      total: 1,
      numberOfProcessOrders: 1,
      numberOfArchivedOrders: 0,
    });
  });

  it('answers 404 for another customer’s, a removed, an unknown or a malformed id', async () => {
    const owner = await customer('arch-owner');
    const other = await customer('arch-other');
    const order = await addOrder(owner, 1);
    const removed = await addOrder(owner, 2, { deletedAt: new Date() });
    for (const path of ['move-to-archive', 'move-from-archived']) {
      expect((await call(other, 'POST', `/orders/${path}/${order.id}`)).statusCode).toBe(404);
      expect((await call(owner, 'POST', `/orders/${path}/${removed.id}`)).statusCode).toBe(404);
      expect((await call(owner, 'POST', `/orders/${path}/${crypto.randomUUID()}`)).statusCode).toBe(404);
      expect((await call(owner, 'POST', `/orders/${path}/not-an-id`)).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.archivedAt).toBeNull();
  });
});

describe('POST /api/orders/delete/{id}', () => {
  it('removes a draft and a declared parcel not yet at the warehouse, freeing the track number', async () => {
    const me = await customer('delete');
    const draft = await addOrder(me, 2);
    const declared = await addOrder(me, 1, { isCheckoutCompleted: true, checkoutState: 'completed' });
    expect((await call(me, 'POST', `/orders/delete/${draft.id}`)).statusCode).toBe(204);
    expect((await call(me, 'POST', `/orders/delete/${declared.id}`)).statusCode).toBe(204);
    expect((await call(me, 'GET', '/orders?filter=all')).json()).toMatchObject({
      items: [],
      numberOfOrders: 0,
    });
    expect((await call(me, 'GET', `/orders/${draft.id}`)).statusCode).toBe(404);
    // Soft delete: the row stays for the records, and its track number may be declared again.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row!.deletedAt).not.toBeNull();
    await expect(addOrder(me, 0, { trackNo: draft.trackNo })).resolves.toBeTruthy();
    // Removing again: it is gone.
    expect((await call(me, 'POST', `/orders/delete/${draft.id}`)).statusCode).toBe(404);
  });

  it('refuses a parcel the warehouse holds with the "impossible to remove" text in the request language', async () => {
    const me = await customer('keep');
    const atWarehouse = await addOrder(me, 2, { isCreatedByWarehouse: true });
    const paused = await addOrder(me, 1, { isCheckoutCompleted: true, isBlocked: true });
    const list = (await call(me, 'GET', '/orders')).json();
    expect(list.items.map((i: { canDelete: boolean }) => i.canDelete)).toEqual([false, false]);

    const uk = await call(me, 'POST', `/orders/delete/${atWarehouse.id}`);
    expect(uk.statusCode).toBe(409);
    expect(uk.json().errorDescription).toMatch(/^Видалити цю посилку неможливо/);
    const en = await call(me, 'POST', `/orders/delete/${paused.id}`, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().errorDescription).toMatch(/^This parcel cannot be removed/);
    const ro = await call(me, 'POST', `/orders/delete/${paused.id}`, 'ro');
    expect(ro.json().errorDescription).toMatch(/^Acest colet nu poate fi șters/);
    expect((await call(me, 'GET', '/orders')).json().total).toBe(2);
  });

  it('answers 404 for another customer’s order and leaves it alone', async () => {
    const owner = await customer('del-owner');
    const other = await customer('del-other');
    const order = await addOrder(owner, 1);
    expect((await call(other, 'POST', `/orders/delete/${order.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/orders')).json().total).toBe(1);
  });

  it('removes a draft made through the wizard API, which then leaves GET /orders/{id}', async () => {
    const me = await customer('wizard');
    const [company] = await t.db.select().from(companies).where(eq(companies.countryCode, 'US')).limit(1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: { 'x-locale': 'uk', authorization: `Bearer ${me.token}` },
      payload: {
        country: 'US',
        company: company!.id,
        receivedTrackNumber: true,
        number: `LW${Date.now()}`,
        items: [
          {
            categoryId: 1,
            name: 'Cotton T-shirt',
            quantity: 1,
            unitPrice: { amount: '30.00', currency: 'USD' },
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, number } = created.json();
    const list = (await call(me, 'GET', `/orders?search=${number}`)).json();
    expect(list.items).toMatchObject([{ id, status: 'draft' }]);
    expect((await call(me, 'POST', `/orders/delete/${id}`)).statusCode).toBe(204);
    expect((await call(me, 'GET', `/orders/${id}`)).statusCode).toBe(404);
  });
});
