// Buy-out settings, drafts and checkout: SPEC §5 "Buy-out" rules on the SPEC §8 / contract property
// paths, fees with worked numbers (SPEC §9 "Buy-out fees"), and other customers' orders answering 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuyoutOrder, BuyoutPageSettings } from '@posylka/contract';
import { addAddress, appForFile, newCustomer, verifyPhone, violations } from '../../../test/customers.js';
import { buyoutOrders } from '../../db/schema/index.js';
import { line, readyDraft, RECIPIENT } from '../../../test/buyout-drafts.js';

const { t, call, alice, bob } = appForFile({ customers: ['alice', 'bob'] });

describe('GET /buyout/settings', () => {
  it('serves SPEC §3 Buy-out settings without a session, with the USD rate and US shop cards', async () => {
    const res = await call(null, 'GET', '/buyout/settings');
    expect(res.statusCode).toBe(200);
    const body = res.json() as BuyoutPageSettings;
    expect(body).toMatchObject({
      currency: 'USD',
      taxFreeQuantity: 5,
      percentServiceFee: '10',
      minCommission: '5',
      amountCustomsLimit: '150',
    });
    expect(body.storeBanList).toContain('aliexpress.com');
    expect(body.rates.USD).toMatch(/^\d+(\.\d+)?$/);
    expect(body.successPage.company.length).toBeGreaterThan(0);
    expect(body.successPage.company[0]).toMatchObject({
      image: expect.stringContaining('/api/catalog/logos/'),
    });
  });
});

describe('POST /buyout/draft', () => {
  it('"Nothing is saved until some product has both link and name" (SPEC §4): 422 on products[0]', async () => {
    const res = await call(alice, 'POST', '/buyout/draft', {
      products: [line('https://www.amazon.com/x', '', '')],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(['products[0].name']);
    const empty = await call(alice, 'POST', '/buyout/draft', {});
    expect(Object.keys(violations(empty)).sort()).toEqual(['products[0].link', 'products[0].name']);
  });

  it('creates a draft (201) with the default title "Order of DD.MM.YYYY." and product ids, then updates it (200)', async () => {
    const res = await call(alice, 'POST', '/buyout/draft', {
      products: [line('https://www.amazon.com/dp/1', 'Shoes', '')],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json() as BuyoutOrder;
    expect(order).toMatchObject({
      isDraft: true,
      status: 'draft',
      number: expect.stringMatching(/^BO-\d{6}$/),
    });
    expect(order.name).toMatch(/^Order of \d{2}\.\d{2}\.\d{4}\.$/);
    expect(order.products[0]).toMatchObject({ shop: 'amazon.com', quantity: 1, allowOverpricing: true });
    expect(order.payment.taxAgreement).toBe(true);

    const again = await call(alice, 'POST', '/buyout/draft', {
      id: order.id,
      name: 'Winter',
      products: [
        {
          ...line('https://www.amazon.com/dp/1', 'Shoes', '12,5'.replace(',', '.')),
          id: order.products[0]!.id,
        },
      ],
    });
    expect(again.statusCode).toBe(200);
    const saved = again.json() as BuyoutOrder;
    expect(saved.name).toBe('Winter');
    // "The response gives id and products with ids": the line keeps its id.
    const quantity = await call(alice, 'POST', '/buyout/draft', {
      id: order.id,
      products: [{ ...line('https://www.amazon.com/dp/1', 'Shoes', '12.50', 3), id: order.products[0]!.id }],
    });
    expect((quantity.json() as BuyoutOrder).products[0]!.quantity).toBe(3);
    // A half-typed quantity is left out by the form: the saved one stays.
    const { quantity: _left, ...withoutQuantity } = line('https://www.amazon.com/dp/1', 'Shoes', '12.50');
    const kept = await call(alice, 'POST', '/buyout/draft', {
      id: order.id,
      products: [{ ...withoutQuantity, id: order.products[0]!.id }],
    });
    expect((kept.json() as BuyoutOrder).products[0]!.quantity).toBe(3);
    expect(saved.products[0]).toMatchObject({
      id: order.products[0]!.id,
      price: { amount: '12.50', currency: 'USD' },
    });
  });

  it('whatever is present must be valid: quantity bounds, phone of 12 digits, own address only', async () => {
    const bad = await call(alice, 'POST', '/buyout/draft', {
      products: [line('https://www.amazon.com/dp/1', 'Shoes', '1', 1001)],
      recipient: { ...RECIPIENT, phoneNumber: '38067' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(violations(bad)).sort()).toEqual(['products[0].quantity', 'recipient.phoneNumber']);

    const bobsAddress = await addAddress(t, bob);
    const foreign = await call(alice, 'POST', '/buyout/draft', {
      products: [line('https://www.amazon.com/dp/1', 'Shoes', '1')],
      delivery: { userAddressId: bobsAddress },
    });
    expect(foreign.statusCode).toBe(422);
    expect(violations(foreign)).toHaveProperty(['delivery.userAddressId']);
  });

  it('promo for service buyout and country US: SHOPUSA50 applies, a forwarding-only code is refused on payment.promoCode', async () => {
    const ok = await call(alice, 'POST', '/buyout/draft', {
      products: [line('https://www.amazon.com/dp/1', 'Shoes', '10')],
      payment: { promoCode: 'shopusa50' },
    });
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as BuyoutOrder).payment).toMatchObject({
      promoCode: 'SHOPUSA50',
      promoCodeValue: { amount: '50.00', currency: 'UAH' },
    });
    const refused = await call(
      alice,
      'POST',
      '/buyout/draft',
      {
        products: [line('https://www.amazon.com/dp/1', 'Shoes', '10')],
        payment: { promoCode: 'NOSUCHCODE' },
      },
      'uk',
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(violations(refused))).toEqual(['payment.promoCode']);
  });

  it("another customer's, an unknown or a malformed id answers 404 before the body is read", async () => {
    const order = await readyDraft(t, alice);
    for (const id of [order.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(bob, 'POST', '/buyout/draft', { id, products: 'nonsense' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('errorDescription');
    }
    for (const path of ['view', 'tracking', 'tracking_statuses', 'check_payment', 'payment']) {
      expect((await call(bob, 'GET', `/buyout/${order.id}/${path}`)).statusCode).toBe(404);
    }
    expect((await call(bob, 'POST', `/buyout/${order.id}/checkout`)).statusCode).toBe(404);
    expect((await call(bob, 'POST', `/buyout/${order.id}/refund`)).statusCode).toBe(404);
    expect((await call(bob, 'PUT', `/buyout/${order.id}/edit`, { products: [] })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(null, 'POST', '/buyout/draft', {})).statusCode).toBe(401);
  });
});

describe('fees (SPEC §9 "Buy-out fees") on the order', () => {
  it('amazon.com override 8%: 60x1 + 25x2 = 110; fee 8.80; insurance 2.20; total 121.00 USD; UAH = total x rate', async () => {
    const order = await readyDraft(t, alice);
    const rate = ((await call(null, 'GET', '/buyout/settings')).json() as BuyoutPageSettings).rates.USD!;
    expect(order.fees).toEqual({
      productsTotal: { amount: '110.00', currency: 'USD' },
      overQuantityFee: { amount: '0.00', currency: 'USD' },
      serviceFee: { amount: '8.80', currency: 'USD' },
      servicePercent: '8',
      insuranceFee: { amount: '2.20', currency: 'USD' },
      total: { amount: '121.00', currency: 'USD' },
      totalUah: { amount: (Math.round(121 * Number(rate) * 100) / 100).toFixed(2), currency: 'UAH' },
      customs: null,
    });
    expect(order.total).toEqual({ amount: '121.00', currency: 'USD' });
  });

  it('customs "when products total exceeds amountCustomsLimit"; min commission on a small order; over-quantity per line beyond 5', async () => {
    const big = await readyDraft(t, alice, {
      products: [line('https://www.bestbuy.com/p/1', 'Laptop', '250')],
    });
    // "clearance percent of the excess, plus VAT percent on excess plus clearance, plus service
    // percent of the excess": 250 - 150 = 100; 10% = 10; 20% of 110 = 22; 3% of 100 = 3; 35.00.
    expect(big.fees.customs).toEqual({ amount: '35.00', currency: 'USD' });
    expect(big.fees.serviceFee).toEqual({ amount: '25.00', currency: 'USD' });
    const small = await readyDraft(t, alice, {
      products: [line('https://www.bestbuy.com/p/2', 'Cable', '20')],
    });
    // 10% of 20 = 2 is below minCommission 5.
    expect(small.fees.serviceFee.amount).toBe('5.00');
    const six = await readyDraft(t, alice, {
      products: [1, 2, 3, 4, 5, 6].map((n) => line(`https://www.bestbuy.com/p/${n}`, `Item ${n}`, '1')),
    });
    expect(six.fees.overQuantityFee.amount).toBe('2.00');
  });
});

describe('POST /buyout/{id}/checkout', () => {
  it('answers { id } and the order awaits payment with its total fixed', async () => {
    const order = await readyDraft(t, alice);
    const res = await call(alice, 'POST', `/buyout/${order.id}/checkout`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: order.id });
    const view = (await call(alice, 'GET', `/buyout/${order.id}/view`)).json() as BuyoutOrder;
    expect(view).toMatchObject({ status: 'awaiting_payment', isDraft: false, total: { amount: '121.00' } });
  });

  it('product link rules: link, linkOneShop, linkTheSame, linkBlocked; name without Cyrillic; price', async () => {
    const order = await readyDraft(t, alice, {
      products: [
        line('https://www.amazon.com/dp/1', 'Shoes', '10'),
        line('not a link', 'Hat', '10'),
        line('https://www.ebay.com/itm/2', 'Scarf', '10'),
        line('https://amazon.com/dp/1/', 'Shoes again', '10'),
        line('https://www.amazon.com/dp/3', 'Кросівки', '0'),
      ],
    });
    const res = await call(alice, 'POST', `/buyout/${order.id}/checkout`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res)).sort()).toEqual([
      'products[1].link',
      'products[2].link',
      'products[3].link',
      'products[4].name',
      'products[4].price',
    ]);
    const blocked = await readyDraft(t, alice, {
      products: [line('https://www.aliexpress.com/item/1', 'Phone case', '3')],
    });
    const refused = await call(alice, 'POST', `/buyout/${blocked.id}/checkout`);
    expect(Object.keys(violations(refused))).toEqual(['products[0].link']);
  });

  it('recipient: Cyrillic names and a verified phone', async () => {
    const order = await readyDraft(t, alice, {
      recipient: { ...RECIPIENT, firstName: 'Olena', phoneNumber: '380501112233' },
    });
    const res = await call(alice, 'POST', `/buyout/${order.id}/checkout`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res)).sort()).toEqual(['recipient.firstName', 'recipient.phoneNumber']);
  });

  it('"checkout is blocked if a locker address is selected" when the UAH total exceeds 10000', async () => {
    const locker = await addAddress(t, alice, 'box');
    const order = await readyDraft(t, alice, {
      products: [line('https://www.bestbuy.com/p/9', 'Television', '900')],
      delivery: { userAddressId: locker },
      payment: { taxAgreement: true },
    });
    const res = await call(alice, 'POST', `/buyout/${order.id}/checkout`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(['delivery.userAddressId']);
    // A cheap order may go to the same locker.
    const cheap = await readyDraft(t, alice, { delivery: { userAddressId: locker } });
    expect((await call(alice, 'POST', `/buyout/${cheap.id}/checkout`)).statusCode).toBe(200);
  });

  it('"tax agreement accepted when tax above 0": refused agreement on payment.taxAgreement', async () => {
    const order = await readyDraft(t, alice, {
      products: [line('https://www.bestbuy.com/p/10', 'Laptop', '300')],
      payment: { taxAgreement: false },
    });
    const res = await call(alice, 'POST', `/buyout/${order.id}/checkout`);
    expect(Object.keys(violations(res))).toEqual(['payment.taxAgreement']);
  });

  it('a checked-out order cannot be saved as a draft once paid (409)', async () => {
    const order = await readyDraft(t, alice);
    await call(alice, 'POST', `/buyout/${order.id}/checkout`);
    await t.db.update(buyoutOrders).set({ status: 'paid' }).where(eq(buyoutOrders.id, order.id));
    const res = await call(alice, 'POST', '/buyout/draft', { id: order.id, products: [] });
    expect(res.statusCode).toBe(409);
    expect((await call(alice, 'POST', `/buyout/${order.id}/checkout`)).statusCode).toBe(409);
  });

  it('an unverified customer can save a draft but not check it out', async () => {
    const carol = await newCustomer(t, 'carol');
    const address = await addAddress(t, carol);
    const res = await call(carol, 'POST', '/buyout/draft', {
      products: [line('https://www.amazon.com/dp/1', 'Shoes', '10')],
      recipient: RECIPIENT,
      delivery: { userAddressId: address },
    });
    expect(res.statusCode).toBe(201);
    const checkout = await call(carol, 'POST', `/buyout/${(res.json() as BuyoutOrder).id}/checkout`);
    expect(Object.keys(violations(checkout))).toEqual(['recipient.phoneNumber']);
    await verifyPhone(t, carol);
    expect((await call(carol, 'POST', `/buyout/${(res.json() as BuyoutOrder).id}/checkout`)).statusCode).toBe(
      200,
    );
  });
});
