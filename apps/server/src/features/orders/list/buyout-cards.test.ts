// Buy-out orders (buyout_orders, their own table) in GET /api/orders. SPEC §7 "Orders": "GET /orders
// (filter, page, type, country, search)" lists the customer's orders of both kinds; SPEC §2: "the
// customer pastes product links from US shops" (a buy-out card is a US order numbered BO-...).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { newCustomer, type Customer } from './test-helpers.js';
import { buyoutOrders, buyoutProducts, orderItems, orders } from '../../../db/schema/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customer = (name: string) => newCustomer(t, name);

function list(who: Customer, query = '', locale = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `/api/orders${query}`,
    headers: { 'x-locale': locale, authorization: `Bearer ${who.token}` },
  });
}
const ids = async (who: Customer, query = '') =>
  ((await list(who, query)).json().items as { id: string }[]).map((i) => i.id);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function addForwarding(who: Customer, ageMinutes: number) {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: who.id,
      countryCode: 'DE',
      trackNo: `LT${Math.random().toString(36).slice(2).toUpperCase()}`,
      receivedTrackNumber: true,
      itemsTotalAmount: '20.00',
      itemsTotalCurrency: 'EUR',
      createdAt: minutesAgo(ageMinutes),
    })
    .returning();
  await t.db.insert(orderItems).values({
    orderId: row!.id,
    position: 0,
    name: 'Wool scarf',
    quantity: 1,
    unitPriceAmount: '20.00',
    unitPriceCurrency: 'EUR',
  });
  return row!;
}

type BuyoutSeed = Partial<typeof buyoutOrders.$inferInsert> & {
  products?: { name: string; price: string | null; quantity: number }[];
};
async function addBuyout(who: Customer, ageMinutes: number, seed: BuyoutSeed = {}) {
  const { products = [{ name: 'Running shoes', price: '80.00', quantity: 1 }], ...values } = seed;
  const [row] = await t.db
    .insert(buyoutOrders)
    .values({ userId: who.id, createdAt: minutesAgo(ageMinutes), ...values })
    .returning();
  if (products.length > 0) {
    await t.db.insert(buyoutProducts).values(
      products.map((p, position) => ({
        orderId: row!.id,
        position,
        link: 'https://www.amazon.com/dp/B000000000',
        ...p,
      })),
    );
  }
  return row!;
}

const BO = (n: number) => `BO-${String(n).padStart(6, '0')}`;

describe('GET /api/orders with buy-out orders', () => {
  it('lists both kinds newest first and counts buy-out orders in process and in all', async () => {
    const me = await customer('bo-both');
    const oldFwd = await addForwarding(me, 30);
    const paid = await addBuyout(me, 20, {
      name: 'Sneakers',
      status: 'paid',
      totalAmount: '96.40',
      totalCurrency: 'USD',
      paidAt: minutesAgo(19),
      products: [
        { name: 'Running shoes', price: '80.00', quantity: 1 },
        { name: 'Socks', price: '5.00', quantity: 2 },
      ],
    });
    const newFwd = await addForwarding(me, 10);
    const draft = await addBuyout(me, 1, {
      products: [{ name: 'Jacket', price: '50.00', quantity: 2 }],
    });

    const res = await list(me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([draft.id, newFwd.id, paid.id, oldFwd.id]);
    expect(body).toMatchObject({
      total: 4,
      numberOfProcessOrders: 4,
      numberOfArchivedOrders: 0,
      numberOfOrders: 4,
    });
    expect(body.items[2]).toEqual({
      id: paid.id,
      number: BO(paid.number),
      type: 'buyout',
      country: { id: 'US', text: 'United States', icon: expect.any(String) },
      company: null,
      name: 'Sneakers',
      trackNo: null,
      itemsTotal: { amount: '96.40', currency: 'USD' },
      itemsCount: 2,
      checkoutState: 'completed',
      isCheckoutCompleted: true,
      status: 'declared',
      buyoutStatus: 'paid',
      isArchived: false,
      canDelete: false,
      consigneeAddress: null,
      createdAt: paid.createdAt.toISOString(),
    });
    // A draft has no checkout total yet: the lines so far (2 x 50.00).
    expect(body.items[0]).toMatchObject({
      number: BO(draft.number),
      status: 'draft',
      buyoutStatus: 'draft',
      isCheckoutCompleted: false,
      itemsTotal: { amount: '100.00', currency: 'USD' },
      itemsCount: 1,
      name: null,
      // Nothing paid yet: it may be removed (domain canDeleteBuyout); the paid one above may not.
      canDelete: true,
    });
  });

  it('filters by type, country and tab (a buy-out not archived is in process, never consolidated or received)', async () => {
    const me = await customer('bo-filter');
    const fwd = await addForwarding(me, 5);
    const bo = await addBuyout(me, 1, { status: 'awaiting_payment' });
    expect(await ids(me, '?type=buyout')).toEqual([bo.id]);
    expect(await ids(me, '?type=forwarding')).toEqual([fwd.id]);
    expect(await ids(me, '?country=us')).toEqual([bo.id]);
    expect(await ids(me, '?country=DE')).toEqual([fwd.id]);
    expect(await ids(me, '?filter=all')).toEqual([bo.id, fwd.id]);
    expect(await ids(me, '?filter=archived')).toEqual([]);
    expect(await ids(me, '?filter=consolidated')).toEqual([]);
    expect(await ids(me, '?filter=received')).toEqual([]);
    expect((await list(me, '?type=buyout')).json()).toMatchObject({ total: 1, numberOfOrders: 2 });
  });

  it('searches a buy-out order by its BO number ("BO-000042", "bo-42", "42") and product names', async () => {
    const me = await customer('bo-search');
    const a = await addBuyout(me, 2, {
      products: [{ name: 'Trail backpack', price: '120.00', quantity: 1 }],
    });
    const b = await addBuyout(me, 1, { name: 'Gifts' });
    expect(await ids(me, `?search=${BO(a.number)}`)).toEqual([a.id]);
    expect(await ids(me, `?search=bo-${a.number}`)).toEqual([a.id]);
    expect(await ids(me, `?search=${a.number}`)).toEqual([a.id]);
    expect(await ids(me, '?search=BACKPACK')).toEqual([a.id]);
    expect(await ids(me, '?search=gifts')).toEqual([b.id]);
    expect((await list(me, '?search=backpack')).json().total).toBe(1);
  });

  it('pages 10 at a time across both kinds', async () => {
    const me = await customer('bo-pages');
    const made: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const row = i % 2 === 0 ? await addBuyout(me, 100 - i) : await addForwarding(me, 100 - i);
      made.push(row.id);
    }
    const newestFirst = made.reverse();
    const first = (await list(me)).json();
    expect(first).toMatchObject({ total: 12, numberOfOrders: 12 });
    expect(first.items.map((i: { id: string }) => i.id)).toEqual(newestFirst.slice(0, 10));
    const second = (await list(me, '?page=2')).json();
    expect(second.items.map((i: { id: string }) => i.id)).toEqual(newestFirst.slice(10));
  });

  it('does not list or count another customer’s buy-out order, nor lets them archive it', async () => {
    const owner = await customer('bo-owner');
    const other = await customer('bo-other');
    const order = await addBuyout(owner, 1, { name: 'Private buy-out' });
    expect((await list(other, '?filter=all&search=Private')).json()).toMatchObject({
      items: [],
      total: 0,
      numberOfOrders: 0,
    });
    expect(await ids(other, `?search=${BO(order.number)}`)).toEqual([]);
    // Another customer's buy-out id answers 404 (buyout-actions.test.ts has the owner's actions).
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/move-to-archive/${order.id}`,
      headers: { 'x-locale': 'uk', authorization: `Bearer ${other.token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(await ids(owner)).toEqual([order.id]);
  });
});
