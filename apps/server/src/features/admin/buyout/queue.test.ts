// The buy-out queue (issue 6 "the queue of paid orders, buy within 72 hours"; SPEC §9 "buy within 72
// hours"): oldest payment first, the deadline and the overdue flag, filters and search, and the
// console's doors (401 anonymous, 403 a customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyoutQueue } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { readyDraft } from '../../../../test/buyout-drafts.js';
import { caller, customer, staff, type Who } from '../test-helpers.js';
import { HOUR, SANDBOX_ENV, detail, paidBuyout, purchaseBody } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let olga: Who;

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  call = caller(t);
  operator = await staff(t, 'operator');
  olga = await customer(t, 'olga');
});
afterAll(() => t.close());

const queue = async (query = '') => {
  const res = await call(operator, 'GET', `/admin/buyouts${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as AdminBuyoutQueue;
};

describe('GET /admin/buyouts', () => {
  it('lists paid orders oldest payment first, with buyBefore = paid + 72 h and the overdue flag', async () => {
    const fresh = await paidBuyout(t, olga, { paidHoursAgo: 2 });
    const late = await paidBuyout(t, olga, { paidHoursAgo: 80 });
    const justInTime = await paidBuyout(t, olga, { paidHoursAgo: 71 });
    const draft = await readyDraft(t, olga);

    const page = await queue();
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(justInTime.id));
    expect(ids.indexOf(justInTime.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(ids).not.toContain(draft.id);

    const byId = new Map(page.items.map((item) => [item.id, item]));
    const lateItem = byId.get(late.id)!;
    expect(lateItem.overdue).toBe(true);
    expect(byId.get(justInTime.id)!.overdue).toBe(false);
    expect(byId.get(fresh.id)!.overdue).toBe(false);
    expect(Date.parse(lateItem.buyBefore!) - Date.parse(lateItem.paidAt!)).toBe(72 * HOUR);
    expect(lateItem).toMatchObject({
      status: 'paid',
      customer: { id: olga.id, email: olga.email },
      total: { amount: '121.00', currency: 'USD' },
      linesDone: 0,
      linesTotal: 2,
      linesAsking: 0,
      boughtAt: null,
      forwardingOrderId: null,
    });
    expect(page).toMatchObject({ page: 1, countPerPage: 25 });
  });

  it('finds an order by its number or the customer code; filters by status', async () => {
    const order = await paidBuyout(t, olga);
    const byNumber = await queue(`?query=${order.number}`);
    expect(byNumber.items.map((item) => item.id)).toEqual([order.id]);
    expect(byNumber.total).toBe(1);
    const { customerCode } = byNumber.items[0]!.customer;
    const byCode = await queue(`?query=${customerCode}&status=all`);
    expect(byCode.items.every((item) => item.customer.id === olga.id)).toBe(true);
    expect(byCode.items.map((item) => item.id)).toContain(order.id);

    const canceled = await queue('?status=canceled');
    expect(canceled.items.every((item) => item.status === 'canceled')).toBe(true);
    const bad = await call(operator, 'GET', '/admin/buyouts?status=lost');
    expect(bad.statusCode).toBe(422);
  });

  it('an order leaves the open queue once every line is settled (bought_at set)', async () => {
    const order = await paidBuyout(t, olga);
    for (const product of order.products) {
      const res = await call(
        operator,
        'POST',
        `/admin/buyouts/${order.id}/items/${product.id}/purchase`,
        purchaseBody(product.price.amount, product.quantity),
      );
      expect(res.statusCode).toBe(200);
    }
    const bought = await detail(t, operator, order.id);
    expect(bought.boughtAt).not.toBeNull();
    expect(bought.status).toBe('processing');
    expect((await queue()).items.map((item) => item.id)).not.toContain(order.id);
    expect((await queue('?status=bought')).items.map((item) => item.id)).toContain(order.id);
  });

  it('is the console only: 401 without a session, 403 for a customer, 404 for an unknown order', async () => {
    const anonymous = await call(null, 'GET', '/admin/buyouts');
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await call(olga, 'GET', '/admin/buyouts');
    expect(asCustomer.statusCode).toBe(403);
    const order = await paidBuyout(t, olga);
    expect((await call(olga, 'GET', `/admin/buyouts/${order.id}`)).statusCode).toBe(403);
    expect((await call(operator, 'GET', '/admin/buyouts/not-an-id')).statusCode).toBe(404);
    expect(
      (await call(operator, 'GET', '/admin/buyouts/6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b')).statusCode,
    ).toBe(404);
  });
});
