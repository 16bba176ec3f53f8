// GET /api/orders (SPEC §7 "Orders": filter, page, type, country, search) answering SPEC §3 "Order list
// response", and the list's actions: move-to-archive, move-from-archived and delete.
import { orderListResponseSchema } from '@posylka/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { companies, orderItems, orders, userAddresses, users } from '../../db/schema/index.js';

let t: TestApp;
type Customer = { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function customer(name: string): Promise<Customer> {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const { token } = await registerUser(t.app, email);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { token, id: row!.id };
}

function call(who: Customer | null, method: 'GET' | 'POST', url: string, locale = 'uk') {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-locale': locale, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
  });
}

let serial = 0;
type OrderSeed = Partial<typeof orders.$inferInsert> & { items?: string[] };
/** An order row with product lines, created `ageMinutes` ago (the list is newest first). */
async function addOrder(who: Customer, ageMinutes: number, seed: OrderSeed = {}) {
  serial += 1;
  const { items = ['Cotton T-shirt'], ...values } = seed;
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: who.id,
      countryCode: 'US',
      trackNo: `LT${Date.now().toString(36).toUpperCase()}${serial}${Math.floor(Math.random() * 1e6)}`,
      receivedTrackNumber: true,
      itemsTotalAmount: '60.00',
      itemsTotalCurrency: 'USD',
      createdAt: new Date(Date.now() - ageMinutes * 60_000),
      ...values,
    })
    .returning();
  await t.db.insert(orderItems).values(
    items.map((name, position) => ({
      orderId: row!.id,
      position,
      name,
      quantity: 1,
      unitPriceAmount: '30.00',
      unitPriceCurrency: 'USD',
    })),
  );
  return row!;
}

/** The SQL texts the database client receives while `during` runs (PGlite or a pg pool alike). */
async function statementsDuring(during: () => Promise<unknown>): Promise<string[]> {
  type Client = { query: (...args: unknown[]) => Promise<unknown> };
  const client = (t.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const sent: string[] = [];
  client.query = function (this: Client, ...args: unknown[]) {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    client.query = original;
  }
  return sent;
}

const PS = (n: number) => `PS-${String(n).padStart(6, '0')}`;

describe('GET /api/orders', () => {
  it('needs a signed-in customer', async () => {
    expect((await call(null, 'GET', '/orders')).statusCode).toBe(401);
  });

  it('answers an empty list with zero counters for a new customer', async () => {
    const res = await call(await customer('empty'), 'GET', '/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [],
      countPerPage: 10,
      currentPage: 1,
      total: 0,
      numberOfProcessOrders: 0,
      numberOfConsolidatedOrders: 0,
      numberOfReceivedOrders: 0,
      numberOfArchivedOrders: 0,
      numberOfOrders: 0,
    });
  });

  it('lists compact cards newest first, in the request language, with the SPEC §3 counters', async () => {
    const me = await customer('cards');
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.countryCode, 'US'))
      .orderBy(asc(companies.sortOrder))
      .limit(1);
    const [address] = await t.db
      .insert(userAddresses)
      .values({
        userId: me.id,
        type: 'department',
        cityName: 'Львів, Львівська обл.',
        warehouseDescription: 'Відділення №1: вул. Городоцька, 359',
        zip: '00001',
        fullAddress: 'Львів, Відділення №1',
      })
      .returning();
    const declared = await addOrder(me, 5, {
      companyId: company!.id,
      name: 'Summer clothes',
      isCheckoutCompleted: true,
      checkoutState: 'completed',
      consigneeAddressId: address!.id,
      items: ['Cotton T-shirt', 'Jeans'],
    });
    const draft = await addOrder(me, 1, { countryCode: 'DE', companyName: 'Kleiderladen', trackNo: null });
    await addOrder(me, 10, { archivedAt: new Date() });
    await addOrder(me, 20, { deletedAt: new Date() });

    const res = await call(me, 'GET', '/orders', 'en');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total: 2,
      numberOfProcessOrders: 2,
      numberOfConsolidatedOrders: 0,
      numberOfReceivedOrders: 0,
      numberOfArchivedOrders: 1,
      numberOfOrders: 3,
    });
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([draft.id, declared.id]);
    expect(body.items[0]).toMatchObject({
      number: PS(draft.number),
      type: 'forwarding',
      country: { id: 'DE', text: 'Germany' },
      company: 'Kleiderladen',
      trackNo: null,
      status: 'draft',
      isCheckoutCompleted: false,
      checkoutState: 'new',
      isArchived: false,
      canDelete: true,
      consigneeAddress: null,
    });
    expect(body.items[1]).toEqual({
      id: declared.id,
      number: PS(declared.number),
      type: 'forwarding',
      country: { id: 'US', text: 'United States', icon: expect.any(String) },
      company: company!.label,
      name: 'Summer clothes',
      trackNo: declared.trackNo,
      itemsTotal: { amount: '60.00', currency: 'USD' },
      itemsCount: 2,
      checkoutState: 'completed',
      isCheckoutCompleted: true,
      status: 'declared',
      isArchived: false,
      canDelete: true,
      consigneeAddress: { fullAddress: 'Львів, Львівська обл., Відділення №1: вул. Городоцька, 359' },
      createdAt: declared.createdAt.toISOString(),
    });
  });

  it('filters by tab: archived, all; consolidated and received are empty until the lifecycle exists', async () => {
    const me = await customer('tabs');
    const live = await addOrder(me, 2);
    const archived = await addOrder(me, 1, { archivedAt: new Date() });
    const ids = async (query: string) =>
      ((await call(me, 'GET', `/orders${query}`)).json().items as { id: string }[]).map((i) => i.id);
    expect(await ids('')).toEqual([live.id]);
    expect(await ids('?filter=process')).toEqual([live.id]);
    expect(await ids('?filter=archived')).toEqual([archived.id]);
    expect(await ids('?filter=all')).toEqual([archived.id, live.id]);
    expect(await ids('?filter=consolidated')).toEqual([]);
    expect(await ids('?filter=received')).toEqual([]);
  });

  it('filters by country code (any case) and type', async () => {
    const me = await customer('country');
    const us = await addOrder(me, 3);
    const de = await addOrder(me, 2, { countryCode: 'DE' });
    const buyout = await addOrder(me, 1, { type: 'buyout' });
    const ids = async (query: string) =>
      ((await call(me, 'GET', `/orders${query}`)).json().items as { id: string }[]).map((i) => i.id);
    expect(await ids('?country=de')).toEqual([de.id]);
    expect(await ids('?country=US')).toEqual([buyout.id, us.id]);
    expect(await ids('?type=forwarding')).toEqual([de.id, us.id]);
    expect(await ids('?type=buyout&country=US')).toEqual([buyout.id]);
  });

  it('searches number ("PS-000042" or "42"), track number, name, company and product names, any case', async () => {
    const me = await customer('search');
    // Track numbers that cannot contain b's number, which is also searched for as plain digits.
    const a = await addOrder(me, 4, {
      name: 'Winter boots',
      trackNo: 'LTAAAAAAAAAA',
      items: ['Leather boots'],
    });
    const b = await addOrder(me, 3, {
      companyName: 'Zappos Outlet',
      trackNo: 'LTBBBBBBBBBB',
      items: ['Raincoat'],
    });
    const c = await addOrder(me, 2, { trackNo: 'TBA000000000XYZ', items: ['Headphones 50% off'] });
    const ids = async (search: string) =>
      (
        (await call(me, 'GET', `/orders?search=${encodeURIComponent(search)}`)).json().items as {
          id: string;
        }[]
      ).map((i) => i.id);
    expect(await ids(PS(b.number))).toEqual([b.id]);
    expect(await ids(String(b.number))).toEqual([b.id]);
    expect(await ids('ps-' + b.number)).toEqual([b.id]);
    expect(await ids('tba0000')).toEqual([c.id]);
    expect(await ids('WINTER')).toEqual([a.id]);
    expect(await ids('zappos')).toEqual([b.id]);
    expect(await ids('raincoat')).toEqual([b.id]);
    // LIKE characters are literal: "50%" matches the product, "%" alone matches only that one.
    expect(await ids('50%')).toEqual([c.id]);
    expect(await ids('nothing like this')).toEqual([]);
  });

  it('pages by 10 with the total of all pages; a page past the end is empty with the same total', async () => {
    const me = await customer('pages');
    const made = [];
    for (let i = 0; i < 12; i += 1) made.push(await addOrder(me, 100 - i));
    const newestFirst = made.reverse().map((o) => o.id);
    const first = (await call(me, 'GET', '/orders')).json();
    expect(first).toMatchObject({ countPerPage: 10, currentPage: 1, total: 12 });
    expect(first.items.map((i: { id: string }) => i.id)).toEqual(newestFirst.slice(0, 10));
    const second = (await call(me, 'GET', '/orders?page=2')).json();
    expect(second).toMatchObject({ currentPage: 2, total: 12 });
    expect(second.items.map((i: { id: string }) => i.id)).toEqual(newestFirst.slice(10));
    expect((await call(me, 'GET', '/orders?page=5')).json()).toMatchObject({ items: [], total: 12 });
  });

  it('reads a page, its total and the counters in one statement, whatever the filters', async () => {
    // bench/RESULTS.md "orders": round trips and query building, not the plans, were the list's cost.
    const me = await customer('one-statement');
    await addOrder(me, 2);
    await addOrder(me, 1, { archivedAt: new Date() });
    for (const query of ['', '?filter=archived', '?filter=all&search=shirt', '?country=DE&page=3']) {
      const sent = await statementsDuring(() => call(me, 'GET', `/orders${query}`));
      expect(
        sent.filter((text) => /"(buyout_)?orders"/.test(text)),
        query,
      ).toHaveLength(1);
    }
  });

  it('sends the answer as the contract schema encodes it (the route serialises with zod parse)', async () => {
    // The list route's serializer parses instead of encoding (faster, see routes.ts): the same JSON
    // as long as the response schema has no codecs or transforms, which this keeps true.
    const me = await customer('serialised');
    await addOrder(me, 2, { name: 'Coat', items: ['Wool coat', 'Scarf'] });
    await addOrder(me, 1, { archivedAt: new Date(), companyName: 'Shop', trackNo: null });
    for (const query of ['?filter=all', '?filter=all&search=coat', '?page=9']) {
      const res = await call(me, 'GET', `/orders${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toBe(JSON.stringify(z.encode(orderListResponseSchema, res.json())));
    }
  });

  it('shows only the customer’s own orders', async () => {
    const owner = await customer('owner');
    const other = await customer('other');
    const order = await addOrder(owner, 1, { name: 'Private parcel' });
    const body = (await call(other, 'GET', '/orders?filter=all&search=Private')).json();
    expect(body).toMatchObject({ items: [], total: 0, numberOfOrders: 0 });
    expect(body.items).not.toContainEqual(expect.objectContaining({ id: order.id }));
  });

  it('answers 422 per field for a tab, type, country or page it does not know', async () => {
    const me = await customer('bad');
    for (const query of ['filter=deleted', 'type=parcel', 'country=XX', 'page=0']) {
      const res = await call(me, 'GET', `/orders?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().violations[0].property).toBe(query.split('=')[0]);
    }
  });
});

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
