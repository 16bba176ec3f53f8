// The list's actions on buy-out cards. SPEC §7 "Orders": "POST /orders/move-to-archive/{id}; POST
// /orders/move-from-archived/{id}", "POST /orders/delete/{id}"; SPEC §2 "a delete-order button checks
// whether the order can be changed and otherwise shows an 'impossible to remove' dialog"; SPEC §3
// "Order list response" counters. A buy-out may be removed only while nothing was paid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { newCustomer, type Customer } from './test-helpers.js';
import { buyoutOrders, buyoutProducts, orders, payments } from '../../../db/schema/index.js';
import { paymentProviders } from '../../payments/index.js';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });
});
afterAll(() => t.close());

const customer = (name: string) => newCustomer(t, name);

function call(who: Customer, method: 'GET' | 'POST', url: string, locale = 'uk') {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-locale': locale, authorization: `Bearer ${who.token}` },
  });
}
const ids = async (who: Customer, query = '') =>
  ((await call(who, 'GET', `/orders${query}`)).json().items as { id: string }[]).map((i) => i.id);
const counters = async (who: Customer) => {
  const body = (await call(who, 'GET', '/orders')).json();
  return {
    process: body.numberOfProcessOrders,
    archived: body.numberOfArchivedOrders,
    all: body.numberOfOrders,
  };
};

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function addForwarding(who: Customer, ageMinutes: number) {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: who.id,
      countryCode: 'DE',
      trackNo: `LT${Math.random().toString(36).slice(2).toUpperCase()}`,
      receivedTrackNumber: true,
      createdAt: minutesAgo(ageMinutes),
    })
    .returning();
  return row!;
}

async function addBuyout(
  who: Customer,
  ageMinutes: number,
  seed: Partial<typeof buyoutOrders.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(buyoutOrders)
    .values({ userId: who.id, name: 'Sneakers', createdAt: minutesAgo(ageMinutes), ...seed })
    .returning();
  await t.db.insert(buyoutProducts).values({
    orderId: row!.id,
    position: 0,
    link: 'https://www.amazon.com/dp/B000000000',
    name: 'Running shoes',
    price: '80.00',
  });
  return row!;
}

const awaitingPayment = { status: 'awaiting_payment', totalAmount: '96.40', totalCurrency: 'USD' } as const;

/** An attempt to pay the order, as GET /buyout/{id}/payment starts one (pending, sandbox). */
async function openPayment(orderId: string) {
  const id = crypto.randomUUID();
  const [row] = await t.db
    .insert(payments)
    .values({
      id,
      orderId,
      provider: 'sandbox',
      providerPaymentId: id,
      amount: '96.40',
      currency: 'USD',
      baseAmount: '96.40',
      baseCurrency: 'USD',
    })
    .returning();
  return row!;
}

/** The sandbox page's signed "paid" callback for a payment. */
function paidCallback(payment: { id: string; amount: string; currency: string }) {
  const { sandbox } = paymentProviders({
    ...t.config,
    payments: { ...t.config.payments, sandboxSecret: SECRET },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/callback',
    payload: sandbox.signedCallback(payment, 'pay'),
  });
}

describe('archive and unarchive a buy-out order (SPEC §7 move-to-archive, move-from-archived)', () => {
  it('moves a buy-out to the archive tab and back, with the SPEC §3 counters following', async () => {
    const me = await customer('bo-archive');
    const fwd = await addForwarding(me, 10);
    const paid = await addBuyout(me, 5, { status: 'paid', totalAmount: '96.40', totalCurrency: 'USD' });
    expect(await counters(me)).toEqual({ process: 2, archived: 0, all: 2 });

    const res = await call(me, 'POST', `/orders/move-to-archive/${paid.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: paid.id, type: 'buyout', isArchived: true, buyoutStatus: 'paid' });
    expect(await ids(me)).toEqual([fwd.id]);
    expect(await ids(me, '?filter=archived')).toEqual([paid.id]);
    expect(await ids(me, '?filter=archived&type=buyout&country=US')).toEqual([paid.id]);
    expect(await ids(me, '?filter=all')).toEqual([paid.id, fwd.id]);
    expect(await counters(me)).toEqual({ process: 1, archived: 1, all: 2 });

    // Archiving twice keeps the first date.
    const [first] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, paid.id));
    expect(first!.archivedAt).not.toBeNull();
    expect((await call(me, 'POST', `/orders/move-to-archive/${paid.id}`)).json()).toMatchObject({
      isArchived: true,
    });
    const [again] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, paid.id));
    expect(again!.archivedAt).toEqual(first!.archivedAt);

    const back = await call(me, 'POST', `/orders/move-from-archived/${paid.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: paid.id, isArchived: false });
    expect(await ids(me)).toEqual([paid.id, fwd.id]);
    expect(await ids(me, '?filter=archived')).toEqual([]);
    expect(await counters(me)).toEqual({ process: 2, archived: 0, all: 2 });
  });

  it('answers 404 to a stranger, for a removed buy-out and for a malformed id, changing nothing', async () => {
    const owner = await customer('bo-arch-owner');
    const stranger = await customer('bo-arch-stranger');
    const order = await addBuyout(owner, 2);
    const removed = await addBuyout(owner, 1, { deletedAt: new Date() });
    for (const path of ['move-to-archive', 'move-from-archived', 'delete']) {
      expect((await call(stranger, 'POST', `/orders/${path}/${order.id}`)).statusCode, path).toBe(404);
      expect((await call(owner, 'POST', `/orders/${path}/${removed.id}`)).statusCode, path).toBe(404);
      expect((await call(owner, 'POST', `/orders/${path}/not-an-id`)).statusCode, path).toBe(404);
    }
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    expect(row).toMatchObject({ archivedAt: null, deletedAt: null });
    expect(await ids(owner, '?filter=all')).toEqual([order.id]);
  });
});

describe('delete a buy-out order (SPEC §7 POST /orders/delete/{id})', () => {
  it('removes an unpaid draft: gone from the list, the counters, the search and its own page', async () => {
    const me = await customer('bo-delete');
    const draft = await addBuyout(me, 2, { name: 'Gifts' });
    const archivedDraft = await addBuyout(me, 1, { archivedAt: new Date() });
    expect(await counters(me)).toEqual({ process: 1, archived: 1, all: 2 });
    expect((await call(me, 'GET', `/buyout/${draft.id}/view`)).statusCode).toBe(200);

    expect((await call(me, 'POST', `/orders/delete/${draft.id}`)).statusCode).toBe(204);
    expect((await call(me, 'POST', `/orders/delete/${archivedDraft.id}`)).statusCode).toBe(204);
    expect(await ids(me, '?filter=all')).toEqual([]);
    expect(await ids(me, '?search=gifts&filter=all')).toEqual([]);
    expect(await counters(me)).toEqual({ process: 0, archived: 0, all: 0 });
    // Gone for the customer everywhere: its page and the other buy-out routes answer 404.
    expect((await call(me, 'GET', `/buyout/${draft.id}/view`)).statusCode).toBe(404);
    expect((await call(me, 'GET', `/buyout/${draft.id}/payment`)).statusCode).toBe(404);
    expect((await call(me, 'POST', `/buyout/${draft.id}/checkout`)).statusCode).toBe(404);
    expect((await call(me, 'POST', `/buyout/${draft.id}/refund`)).statusCode).toBe(404);
    // Soft delete: the row stays for the records; removing again finds nothing.
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, draft.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await call(me, 'POST', `/orders/delete/${draft.id}`)).statusCode).toBe(404);
  });

  it('removes an order awaiting payment and closes its open payment, which can no longer pay it', async () => {
    const me = await customer('bo-delete-open');
    const order = await addBuyout(me, 1, awaitingPayment);
    const open = await openPayment(order.id);
    expect((await call(me, 'GET', '/orders')).json().items[0]).toMatchObject({
      id: order.id,
      canDelete: true,
    });

    expect((await call(me, 'POST', `/orders/delete/${order.id}`)).statusCode).toBe(204);
    const [closed] = await t.db.select().from(payments).where(eq(payments.id, open.id));
    expect(closed!.status).toBe('failed');
    expect((await paidCallback(open)).json()).toEqual({ status: 'failed' });

    // An attempt that was still being opened while the order was removed: its money goes back.
    const late = await openPayment(order.id);
    expect((await paidCallback(late)).json()).toEqual({ status: 'paid' });
    const [refunded] = await t.db.select().from(payments).where(eq(payments.id, late.id));
    expect(refunded!.status).toBe('refunded');
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    expect(row).toMatchObject({ status: 'awaiting_payment', paidAt: null });
  });

  it('refuses a paid buy-out with the "impossible to remove" text in the request language (409)', async () => {
    const me = await customer('bo-keep');
    const paid = await addBuyout(me, 2, { status: 'paid', totalAmount: '96.40', totalCurrency: 'USD' });
    const canceled = await addBuyout(me, 1, { status: 'canceled' });
    const list = (await call(me, 'GET', '/orders')).json();
    expect(list.items.map((i: { canDelete: boolean }) => i.canDelete)).toEqual([false, false]);

    const uk = await call(me, 'POST', `/orders/delete/${paid.id}`);
    expect(uk.statusCode).toBe(409);
    expect(uk.json().errorDescription).toMatch(/^Видалити це замовлення на викуп неможливо/);
    const en = await call(me, 'POST', `/orders/delete/${paid.id}`, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().errorDescription).toMatch(/^This buy-out order cannot be removed/);
    const ru = await call(me, 'POST', `/orders/delete/${canceled.id}`, 'ru');
    expect(ru.statusCode).toBe(409);
    expect(ru.json().errorDescription).toMatch(/^Удалить этот заказ на выкуп невозможно/);
    const ro = await call(me, 'POST', `/orders/delete/${paid.id}`, 'ro');
    expect(ro.json().errorDescription).toMatch(/^Această achiziție nu poate fi ștearsă/);
    expect(await ids(me)).toEqual([canceled.id, paid.id]);
    expect((await call(me, 'GET', `/buyout/${paid.id}/view`)).statusCode).toBe(200);
  });
});
