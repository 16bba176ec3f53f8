// Issue 14 item 3 "72 hours" (SPEC §9 "buy within 72 hours"): the buyout-overdue job tells the customer
// once when nothing was bought in time; the customer may then cancel with a full refund (ledger reason
// overdue: the order payment and every paid surcharge, charged 0.00 after); the console lists overdue
// orders first. Order: 60.00 x1 + 25.00 x2 at amazon, total 121.00 (see test-helpers paidBuyout).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyoutQueue, BuyoutOrder, BuyoutProcessing } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { ledgerRefunds } from '../../../../test/ledger.js';
import { loadConfig } from '../../../config/index.js';
import { alertMessages, auditLog, buyoutOrders, payments } from '../../../db/schema/index.js';
import { BUYOUT_OVERDUE_JOB, createJobRunner } from '../../../jobs/index.js';
import { runBuyoutOverdue } from '../../buyout/index.js';
import { caller, customer, staff, type Who } from '../test-helpers.js';
import { HOUR, SANDBOX_ENV, paidAgo, paidBuyout, purchaseBody } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  call = caller(t);
  operator = await staff(t, 'operator');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const log = { info: () => {}, error: () => {} };
const run = (now: Date) => runBuyoutOverdue({ db: t.db, now: () => now, log });

const paidAtOf = async (orderId: string) => {
  const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, orderId));
  return row!;
};
const overdueAlerts = (userId: string) =>
  t.db
    .select()
    .from(alertMessages)
    .where(and(eq(alertMessages.userId, userId), eq(alertMessages.messageKey, 'buyout-overdue')));
const alertsIn = async (who: Who, locale: string) =>
  (await call(who, 'GET', '/personal/alert-messages', undefined, locale)).json() as {
    title: string;
    text: string;
    link: string | null;
    kind: string;
  }[];
const processing = async (who: Who, orderId: string) => {
  const res = await call(who, 'GET', `/buyout/${orderId}/processing`);
  expect(res.statusCode).toBe(200);
  return res.json() as BuyoutProcessing;
};
const purchase = (orderId: string, itemId: string, body: object) =>
  call(operator, 'POST', `/admin/buyouts/${orderId}/items/${itemId}/purchase`, body);

describe('the buyout-overdue job', () => {
  it('finds a paid order nothing was bought of at 72 h, not at 71 h 59; tells the customer once', async () => {
    const olga = await customer(t, 'olga');
    const order = await paidBuyout(t, olga);
    const { paidAt } = await paidAtOf(order.id);
    const deadline = new Date(paidAt!.getTime() + 72 * HOUR);

    await run(new Date(deadline.getTime() - MINUTE));
    expect(await overdueAlerts(olga.id)).toHaveLength(0);
    expect((await paidAtOf(order.id)).buyOverdueNotifiedAt).toBeNull();

    const first = await run(deadline);
    expect(first.notified).toBeGreaterThanOrEqual(1);
    expect(await overdueAlerts(olga.id)).toHaveLength(1);
    expect((await paidAtOf(order.id)).buyOverdueNotifiedAt).toEqual(deadline);

    // A rerun (the next tick, another instance) tells nobody twice.
    await run(new Date(deadline.getTime() + 5 * MINUTE));
    await run(new Date(deadline.getTime() + 24 * HOUR));
    expect(await overdueAlerts(olga.id)).toHaveLength(1);

    const [uk] = (await alertsIn(olga, 'uk')).filter((a) => a.link === `/buyout/show/${order.id}`);
    expect(uk).toMatchObject({
      kind: 'warning',
      title: `Замовлення ${order.number}: не викуплено за 72 години`,
    });
    expect(uk!.text).toContain('усі сплачені кошти повернуться на картку');
    const [en] = (await alertsIn(olga, 'en')).filter((a) => a.link === `/buyout/show/${order.id}`);
    expect(en!.title).toBe(`Order ${order.number}: not bought within 72 hours`);
    for (const locale of ['ru', 'ro', 'eng']) {
      const [alert] = (await alertsIn(olga, locale)).filter((a) => a.link === `/buyout/show/${order.id}`);
      expect(alert!.title, locale).toContain(order.number);
      expect(alert!.title, locale).toContain('72');
    }
  });

  it('tells nobody whose order waits for their answer, has a line bought, or is refunded', async () => {
    const petro = await customer(t, 'petro');
    const asking = await paidBuyout(t, petro, { paidHoursAgo: 80 });
    const bought = await paidBuyout(t, petro, { paidHoursAgo: 80 });
    const refunded = await paidBuyout(t, petro, { paidHoursAgo: 80 });
    // 60 -> 90 for the shoes: the customer decides; the socks are still the buyer's, so it is overdue
    // until the socks are recorded too (as unavailable here): then only the customer's answer is left.
    expect((await purchase(asking.id, asking.products[0]!.id, purchaseBody('90.00', 1))).statusCode).toBe(
      200,
    );
    expect((await purchase(asking.id, asking.products[1]!.id, purchaseBody('25.00', 0))).statusCode).toBe(
      200,
    );
    expect((await purchase(bought.id, bought.products[0]!.id, purchaseBody('60.00', 1))).statusCode).toBe(
      200,
    );
    expect((await call(petro, 'POST', `/buyout/${refunded.id}/refund`)).statusCode).toBe(200);

    await run(new Date());
    expect(await overdueAlerts(petro.id)).toHaveLength(0);
    for (const order of [asking, bought, refunded])
      expect((await processing(petro, order.id)).overdue, order.id).toBe(false);
  });

  it('is registered in the app’s job runner, every 5 minutes, and runs at once on a new installation', async () => {
    const config = loadConfig({}, { NODE_ENV: 'test' });
    const ivan = await customer(t, 'ivan');
    const order = await paidBuyout(t, ivan, { paidHoursAgo: 73 });
    let now = new Date();
    const runner = createJobRunner(config, t.db, log, {
      realtime: t.app.realtime,
      now: () => now,
    });
    expect(runner.jobNames).toContain(BUYOUT_OVERDUE_JOB);
    await runner.ensureRows();
    expect(await runner.tick()).toContain(BUYOUT_OVERDUE_JOB);
    expect(await overdueAlerts(ivan.id)).toHaveLength(1);
    now = new Date(now.getTime() + 4 * MINUTE);
    expect(await runner.tick()).not.toContain(BUYOUT_OVERDUE_JOB);
    now = new Date(now.getTime() + MINUTE);
    expect(await runner.tick()).toContain(BUYOUT_OVERDUE_JOB);
    expect(await overdueAlerts(ivan.id)).toHaveLength(1);
    expect((await paidAtOf(order.id)).buyOverdueNotifiedAt).not.toBeNull();
  });
});

describe('POST /buyout/{id}/refund of an overdue order', () => {
  it('refunds everything with reason overdue; the order is refunded and the customer is charged 0.00', async () => {
    const olga = await customer(t, 'olga-cancel');
    const order = await paidBuyout(t, olga);
    // The shop has no socks: 50.00 + 11.00 x 50/110 = 55.00 back at once; the shoes wait for the buyer.
    expect((await purchase(order.id, order.products[1]!.id, purchaseBody('25.00', 0))).statusCode).toBe(200);
    expect((await paidAtOf(order.id)).status).toBe('partially_refunded');

    // 71 h 59 after payment: being bought and not late yet, so not the customer's to cancel.
    await paidAgo(t, order.id, 72 - 1 / 60);
    expect((await processing(olga, order.id)).overdue).toBe(false);
    const early = await call(olga, 'POST', `/buyout/${order.id}/refund`);
    expect(early.statusCode).toBe(409);

    await paidAgo(t, order.id, 72);
    const before = await processing(olga, order.id);
    expect(before.overdue).toBe(true);
    expect(before.money.charged).toEqual({ amount: '66.00', currency: 'USD' });
    const res = await call(olga, 'POST', `/buyout/${order.id}/refund`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as BuyoutOrder).status).toBe('refunded');

    expect((await ledgerRefunds(t.db, order.id)).map((row) => [row.reason, row.amount, row.actor])).toEqual([
      ['unavailable', '55.00', 'operator'],
      ['overdue', '66.00', 'customer'],
    ]);
    const after = await processing(olga, order.id);
    expect(after.overdue).toBe(false);
    expect(after.money).toMatchObject({
      paid: { amount: '121.00', currency: 'USD' },
      refunded: { amount: '121.00', currency: 'USD' },
      charged: { amount: '0.00', currency: 'USD' },
    });
    expect(after.refunds.at(-1)).toMatchObject({
      kind: 'overdue',
      amount: { amount: '66.00', currency: 'USD' },
    });
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((row) => row.status)).toEqual(['refunded']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'buyout.cancel.overdue')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: olga.id, after: { status: 'refunded' } });

    // Done: a second cancel is refused and the buyer can no longer record anything.
    expect((await call(olga, 'POST', `/buyout/${order.id}/refund`)).statusCode).toBe(409);
    expect((await purchase(order.id, order.products[0]!.id, purchaseBody('60.00', 1))).statusCode).toBe(409);
  });

  it('a paid order not yet being bought is cancelled as before, with reason cancel', async () => {
    const olga = await customer(t, 'olga-early');
    const order = await paidBuyout(t, olga, { paidHoursAgo: 1 });
    expect((await processing(olga, order.id)).overdue).toBe(false);
    expect((await call(olga, 'POST', `/buyout/${order.id}/refund`)).statusCode).toBe(200);
    expect((await ledgerRefunds(t.db, order.id)).map((row) => [row.reason, row.amount])).toEqual([
      ['cancel', '121.00'],
    ]);
  });

  it('an overdue order with a line bought cannot be cancelled in full (409)', async () => {
    const olga = await customer(t, 'olga-bought');
    const order = await paidBuyout(t, olga, { paidHoursAgo: 90 });
    expect((await purchase(order.id, order.products[0]!.id, purchaseBody('60.00', 1))).statusCode).toBe(200);
    expect((await processing(olga, order.id)).overdue).toBe(false);
    expect((await call(olga, 'POST', `/buyout/${order.id}/refund`)).statusCode).toBe(409);
    expect(await ledgerRefunds(t.db, order.id)).toEqual([]);
  });

  it("another customer's overdue order answers 404 and nothing moves", async () => {
    const olga = await customer(t, 'olga-own');
    const mallory = await customer(t, 'mallory');
    const order = await paidBuyout(t, olga, { paidHoursAgo: 80 });
    expect((await call(mallory, 'POST', `/buyout/${order.id}/refund`)).statusCode).toBe(404);
    expect((await call(mallory, 'GET', `/buyout/${order.id}/processing`)).statusCode).toBe(404);
    expect(await ledgerRefunds(t.db, order.id)).toEqual([]);
    expect((await paidAtOf(order.id)).status).toBe('paid');
  });
});

describe('GET /admin/buyouts: overdue first', () => {
  it('lists overdue orders before older ones that wait for the customer or are bought', async () => {
    const anna = await customer(t, 'anna');
    // Paid 200 h ago, every line recorded: bought (not in the open queue, but in "all").
    const bought = await paidBuyout(t, anna, { paidHoursAgo: 200 });
    for (const product of bought.products)
      await purchase(bought.id, product.id, purchaseBody(product.price.amount, product.quantity));
    // Paid 150 h ago: the shoes wait for the customer's answer, the socks were not in the shop.
    const waiting = await paidBuyout(t, anna, { paidHoursAgo: 150 });
    await purchase(waiting.id, waiting.products[0]!.id, purchaseBody('90.00', 1));
    await purchase(waiting.id, waiting.products[1]!.id, purchaseBody('25.00', 0));
    // Paid 73 h ago, nothing recorded: overdue.
    const late = await paidBuyout(t, anna, { paidHoursAgo: 73 });

    for (const filter of ['open', 'all']) {
      const res = await call(operator, 'GET', `/admin/buyouts?status=${filter}&query=${anna.customerCode}`);
      expect(res.statusCode).toBe(200);
      const { items } = res.json() as AdminBuyoutQueue;
      const ids = items.map((item) => item.id);
      expect(ids[0], filter).toBe(late.id);
      expect(items[0]!.overdue).toBe(true);
      expect(items.find((item) => item.id === waiting.id)!.overdue).toBe(false);
      // The order in SQL and the domain's flag agree: every overdue row comes before the others.
      const flags = items.map((item) => item.overdue);
      expect(flags, filter).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      // Then oldest payment first.
      expect(ids, filter).toEqual(
        filter === 'all' ? [late.id, bought.id, waiting.id] : [late.id, waiting.id],
      );
    }
  });
});
