// GET /api/orders (SPEC §7 "Orders": filter, page, type, country, search) answering SPEC §3 "Order list
// response". The list's actions (archive, delete) are in actions.test.ts.
import { orderListResponseSchema } from '@posylka/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { companies, userAddresses } from '../../../db/schema/index.js';
import {
  addOrder as addOrderFor,
  callAs,
  newCustomer,
  statementsDuring as statementsOf,
  PS,
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
const statementsDuring = (during: () => Promise<unknown>) => statementsOf(t, during);

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
