// "A bought order becomes a parcel at the US warehouse and follows the forwarding lifecycle" (issue 6,
// design §4 arrived): a completed buyout-type order for the US with the bought lines, received by the
// warehouse (state at_warehouse, weighed, priced), linked both ways, created once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyoutDetail } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { orderEvents, orderItems, orders } from '../../../db/schema/index.js';
import { MEASURED, caller, customer, staff, violations, type Who } from '../test-helpers.js';
import { SANDBOX_ENV, paidBuyout, paySurcharge, purchaseBody } from './test-helpers.js';

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

const arrived = (orderId: string, body: object = MEASURED, locale = 'en') =>
  call(operator, 'POST', `/admin/buyouts/${orderId}/arrived`, body, locale);

describe('POST /admin/buyouts/{id}/arrived', () => {
  it('creates the parcel at the US warehouse from the bought lines, once', async () => {
    const order = await paidBuyout(t, olga);
    const [shoes, socks] = order.products;
    await call(
      operator,
      'POST',
      `/admin/buyouts/${order.id}/items/${shoes!.id}/purchase`,
      purchaseBody('62.50', 1),
    );
    // +2.50 was accepted automatically: the line is bought once the customer pays the surcharge.
    expect((await paySurcharge(t, olga, order.id, shoes!.id)).status).toBe(303);

    // Not every line bought yet.
    const early = await arrived(order.id);
    expect(early.statusCode).toBe(409);

    // The shop had one pair of socks: bought, the other refunded.
    await call(
      operator,
      'POST',
      `/admin/buyouts/${order.id}/items/${socks!.id}/purchase`,
      purchaseBody('25.00', 1),
    );
    const res = await arrived(order.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminBuyoutDetail;
    expect(body.forwardingOrder).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(/^PS-\d{6}$/),
    });
    expect(body.canArrive).toBe(false);
    expect(body.lines.map((line) => line.state)).toEqual(['received', 'received']);

    const [parcel] = await t.db.select().from(orders).where(eq(orders.id, body.forwardingOrder!.id));
    expect(parcel).toMatchObject({
      userId: olga.id,
      type: 'buyout',
      countryCode: 'US',
      buyoutOrderId: order.id,
      isCheckoutCompleted: true,
      shipmentState: 'at_warehouse',
      weightKg: '1.250',
      lengthCm: '30.0',
      itemsTotalAmount: '87.50',
      itemsTotalCurrency: 'USD',
    });
    expect(parcel!.receivedAt).not.toBeNull();
    expect(parcel!.deliveryCostAmount).not.toBeNull();
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, parcel!.id));
    expect(items.map((item) => [item.name, item.quantity, item.unitPriceAmount])).toEqual([
      ['Running shoes', 1, '62.50'],
      ['Socks', 1, '25.00'],
    ]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, parcel!.id));
    expect(events.map((event) => [event.event, event.toState, event.actor])).toEqual([
      ['receive', 'at_warehouse', 'operator'],
    ]);

    // The customer's "N of M" received.
    const tracking = await call(olga, 'GET', `/buyout/${order.id}/tracking_statuses`);
    expect(tracking.json()).toEqual({ received: 2, total: 2 });

    const again = await arrived(order.id);
    expect(again.statusCode).toBe(409);
    const parcels = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.buyoutOrderId, order.id));
    expect(parcels).toHaveLength(1);
  });

  it("carries the buy-out's promo code and its use-bonuses choice to the parcel (SPEC §9 promo: off delivery)", async () => {
    const order = await paidBuyout(t, olga, {
      payment: { promoCode: 'shopusa50', churnAccepted: false, isApplyDiscount: true },
    });
    // Bought at the prices the customer paid: shoes 60 x 1, socks 25 x 2.
    for (const [product, price, quantity] of [
      [order.products[0]!, '60.00', 1],
      [order.products[1]!, '25.00', 2],
    ] as const)
      await call(
        operator,
        'POST',
        `/admin/buyouts/${order.id}/items/${product.id}/purchase`,
        purchaseBody(price, quantity),
      );
    const res = await arrived(order.id);
    expect(res.statusCode).toBe(200);
    const parcelId = (res.json() as AdminBuyoutDetail).forwardingOrder!.id;
    const [parcel] = await t.db.select().from(orders).where(eq(orders.id, parcelId));
    expect(parcel).toMatchObject({
      promoCode: 'SHOPUSA50',
      promoFormat: 'amount',
      promoValue: '50.00',
      churnAccepted: false,
      discount: true,
    });
  });

  it('checks the measurements (422 per field)', async () => {
    const order = await paidBuyout(t, olga);
    const res = await arrived(order.id, { weightKg: '', lengthCm: 'x', widthCm: '20', heightCm: '0' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res)).sort()).toEqual(['heightCm', 'lengthCm', 'weightKg']);
  });
});
