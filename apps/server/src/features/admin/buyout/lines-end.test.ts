// Issue 14 item 2 "Buy-out lines that end": a line the customer refused or the shop did not have is
// closed. The customer's "N of M" counts only lines still coming, the order's cost and customs estimate
// leave it out, and its refund carries the over-quantity fee it caused, in the same ledger row. SPEC §9:
// "The over-quantity fee applies per product beyond taxFreeQuantity. Total = products + over-quantity fee
// + service fee + insurance." Settings: taxFreeQuantity 5, overQuantityFee 2.00 USD; amazon.com 8%
// service fee, 2% insurance; customs above 150 USD of goods.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyoutPurchaseResult, BuyoutOrder, BuyoutProcessing } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { ledgerRefunds } from '../../../../test/ledger.js';
import { caller, customer, staff, type Who } from '../test-helpers.js';
import { SANDBOX_ENV, line, paidBuyout, purchaseBody } from './test-helpers.js';

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

const amazon = (n: number, price: string, quantity = 1) =>
  line(`https://www.amazon.com/dp/B00010${n}`, `Product number ${n}`, price, quantity);

const purchase = async (orderId: string, itemId: string, body: object) => {
  const res = await call(operator, 'POST', `/admin/buyouts/${orderId}/items/${itemId}/purchase`, body);
  expect(res.statusCode).toBe(200);
  return res.json() as AdminBuyoutPurchaseResult;
};
const view = async (orderId: string) => {
  const res = await call(olga, 'GET', `/buyout/${orderId}/view`);
  expect(res.statusCode).toBe(200);
  return res.json() as BuyoutOrder;
};
const processing = async (orderId: string) => {
  const res = await call(olga, 'GET', `/buyout/${orderId}/processing`);
  expect(res.statusCode).toBe(200);
  return res.json() as BuyoutProcessing;
};
const trackingStatuses = async (orderId: string) =>
  (await call(olga, 'GET', `/buyout/${orderId}/tracking_statuses`)).json() as {
    received: number;
    total: number;
  };
const usd = (amount: string) => ({ amount, currency: 'USD' });

/** The cost block's figures as the order page shows them. */
const costOf = (order: BuyoutOrder) => ({
  products: order.fees.productsTotal.amount,
  overQuantity: order.fees.overQuantityFee.amount,
  service: order.fees.serviceFee.amount,
  insurance: order.fees.insuranceFee.amount,
  total: order.fees.total.amount,
  customs: order.fees.customs?.amount ?? null,
});

describe('buy-out lines that end (refused, unavailable)', () => {
  it('leave "N of M", the cost and customs; each refund carries the over-quantity fee it caused, so the cost equals what is charged', async () => {
    // One 100.00 product and six of 10.00: goods 160.00 (over the 150 customs limit), service 8% 12.80,
    // insurance 2% 3.20, 7 products = 2 beyond taxFreeQuantity 5 x 2.00 = 4.00; total 180.00.
    const order = await paidBuyout(t, olga, {
      lines: [amazon(1, '100'), ...[2, 3, 4, 5, 6, 7].map((n) => amazon(n, '10'))],
    });
    const [big, second, third, ...rest] = order.products;
    expect(order.total).toEqual(usd('180.00'));
    expect(costOf(order)).toMatchObject({ products: '160.00', overQuantity: '4.00', total: '180.00' });
    expect(costOf(order).customs).not.toBeNull();
    expect(order.tracking).toEqual({ received: 0, total: 7 });

    // The shop has none of the 100.00 product: 100.00 + 16.00 x 100/160 = 110.00, plus the fee of the
    // 7th product (7 -> 6 products, 2 -> 1 beyond 5): 2.00. One ledger row of 112.00.
    const unavailable = await purchase(order.id, big!.id, purchaseBody('100.00', 0));
    expect(unavailable.refund).toMatchObject({ amount: usd('112.00'), kind: 'unavailable' });
    let seen = await view(order.id);
    // 60.00 of goods; the fee and insurance in the share kept (60/160); 1 product beyond 5; no customs.
    expect(costOf(seen)).toEqual({
      products: '60.00',
      overQuantity: '2.00',
      service: '4.80',
      insurance: '1.20',
      total: '68.00',
      customs: null,
    });
    expect(seen.tracking).toEqual({ received: 0, total: 6 });
    expect(await trackingStatuses(order.id)).toEqual({ received: 0, total: 6 });
    let now = await processing(order.id);
    expect(now).toMatchObject({ purchased: 0, total: 6 });
    expect(now.lines[0]!.state).toBe('unavailable');
    expect(now.money.charged).toEqual(usd('68.00'));
    const tracking = (await call(olga, 'GET', `/buyout/${order.id}/tracking`)).json() as {
      items: { productId: string; status: string }[];
    };
    expect(tracking.items.find((item) => item.productId === big!.id)!.status).toBe('unavailable');

    // A rise the customer refuses: 10.00 + 16.00 x 10/160 = 11.00, plus 2.00 (6 -> 5 products).
    await purchase(order.id, second!.id, purchaseBody('20.00', 1));
    const refused = await call(olga, 'POST', `/buyout/${order.id}/items/${second!.id}/price-decision`, {
      accept: false,
    });
    expect(refused.statusCode).toBe(200);
    now = refused.json() as BuyoutProcessing;
    expect(now.refunds.at(-1)).toMatchObject({ amount: usd('13.00'), kind: 'refused' });
    expect(now).toMatchObject({ purchased: 0, total: 5 });
    expect(now.money.charged).toEqual(usd('55.00'));
    seen = await view(order.id);
    expect(costOf(seen)).toEqual({
      products: '50.00',
      overQuantity: '0.00',
      service: '4.00',
      insurance: '1.00',
      total: '55.00',
      customs: null,
    });

    // Within taxFreeQuantity now (5 -> 4 products): the goods and their share only, 11.00.
    const third0 = await purchase(order.id, third!.id, purchaseBody('10.00', 0));
    expect(third0.refund).toMatchObject({ amount: usd('11.00'), kind: 'unavailable' });
    seen = await view(order.id);
    expect(costOf(seen)).toMatchObject({ products: '40.00', overQuantity: '0.00', total: '44.00' });

    // The rest bought: "4 of 4", and the order's cost is what the card was charged.
    for (const product of rest) await purchase(order.id, product.id, purchaseBody('10.00', 1, 'TBA1'));
    now = await processing(order.id);
    expect(now).toMatchObject({ purchased: 4, total: 4, tracked: 4 });
    expect(now.money.charged).toEqual(usd('44.00'));
    expect((await view(order.id)).fees.total).toEqual(now.money.charged);
    expect(
      (await ledgerRefunds(t.db, order.id)).map((row) => [row.reason, row.productId, row.amount]),
    ).toEqual([
      ['unavailable', big!.id, '112.00'],
      ['refused', second!.id, '13.00'],
      ['unavailable', third!.id, '11.00'],
    ]);
  });

  it('a lower quantity stays in "N of M" and counts at the units bought; no over-quantity fee goes back for it', async () => {
    // 20.00 x3 and five of 10.00: goods 110.00, service 8.80, insurance 2.20, 6 products = 1 beyond 5
    // x 2.00; total 123.00.
    const order = await paidBuyout(t, olga, {
      lines: [amazon(1, '20', 3), ...[2, 3, 4, 5, 6].map((n) => amazon(n, '10'))],
    });
    expect(order.total).toEqual(usd('123.00'));
    const first = order.products[0]!;
    // 2 of 3 in the shop, allowed: bought, the missing unit back: 20.00 + 11.00 x 20/110 = 22.00.
    const fewer = await purchase(order.id, first.id, purchaseBody('20.00', 2));
    expect(fewer.refund).toMatchObject({ amount: usd('22.00'), kind: 'lower_quantity' });
    const seen = await view(order.id);
    expect(costOf(seen)).toEqual({
      products: '90.00',
      overQuantity: '2.00',
      service: '7.20',
      insurance: '1.80',
      total: '101.00',
      customs: null,
    });
    expect(seen.tracking).toEqual({ received: 0, total: 6 });
    const now = await processing(order.id);
    expect(now).toMatchObject({ purchased: 1, total: 6 });
    expect(now.lines[0]).toMatchObject({ state: 'purchased', actualQuantity: 2 });
    expect(now.money.charged).toEqual(seen.fees.total);
  });

  it('a line of an order nothing ended of costs what was paid', async () => {
    const order = await paidBuyout(t, olga);
    const seen = await view(order.id);
    expect(seen.fees.total).toEqual(seen.total);
    expect(seen.tracking).toEqual({ received: 0, total: 2 });
  });
});
