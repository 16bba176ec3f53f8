// Issue 14 item 5 "Unpaid orders": an order awaiting payment is edited as a draft (domain
// buyoutEditMode). Saving it makes it a draft again (lines added, removed, relinked, repriced), closes
// its open payment attempts, gives back its promo code's use and churn offer; checked out again it gets
// a new payment link, and the old attempt can never pay it. A paid order keeps the paid edit; another
// customer's order answers 404 and changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuyoutOrder, BuyoutPayment } from '@posylka/contract';
import {
  addChurnOffer,
  appForFile,
  churnUsedAt,
  type Customer,
  newCustomer,
  violations,
} from '../../../test/customers.js';
import { buyoutOrders, payments, promoRedemptions } from '../../db/schema/index.js';
import { paymentProviders } from '../payments/index.js';
import { line, readyDraft, RECIPIENT } from '../../../test/buyout-drafts.js';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const { t, call } = appForFile({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });

const SHOES = 'https://www.amazon.com/dp/B000001';
const SOCKS = 'https://www.amazon.com/dp/B000002';
const BOOTS = 'https://www.amazon.com/dp/B000003';
const CAP = 'https://www.amazon.com/dp/B000004';
const noPromo = { promoCode: '', churnAccepted: false, isApplyDiscount: false };

async function checkedOut(who: Customer, overrides: Record<string, unknown> = {}): Promise<BuyoutOrder> {
  const draft = await readyDraft(t, who, overrides);
  const res = await call(who, 'POST', `/buyout/${draft.id}/checkout`);
  if (res.statusCode !== 200) throw new Error(res.body);
  return view(who, draft.id);
}

async function view(who: Customer, id: string): Promise<BuyoutOrder> {
  const res = await call(who, 'GET', `/buyout/${id}/view`);
  expect(res.statusCode).toBe(200);
  return res.json() as BuyoutOrder;
}

/** GET /buyout/{id}/payment: the attempt behind the sandbox link. */
async function paymentLink(who: Customer, id: string) {
  const res = await call(who, 'GET', `/buyout/${id}/payment`, undefined, 'uk');
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json() as BuyoutPayment;
  const paymentId = url.split('/').pop()!;
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return { url, row: row! };
}

/** The provider's signed "paid" callback for an attempt, whenever it comes. */
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

async function paymentRow(id: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The orders list (all tabs): the buy-out cards' ids and statuses. */
async function listed(who: Customer) {
  const res = await call(who, 'GET', '/orders?filter=all');
  expect(res.statusCode).toBe(200);
  return (res.json().items as { id: string; buyoutStatus?: string }[]).map((i) => [i.id, i.buyoutStatus]);
}

/** The draft save the checkout sends, with the order's recipient and address. */
function resave(order: BuyoutOrder, products: object[], payment: object = noPromo) {
  return {
    id: order.id,
    name: order.name,
    products,
    recipient: RECIPIENT,
    delivery: { userAddressId: order.userAddress!.id },
    payment,
  };
}

describe('an unpaid buy-out order is edited as a draft (issue 14 "Unpaid orders")', () => {
  it('awaiting payment -> edit (a line added, one removed, one relinked and repriced) -> checkout again -> a new payment link; the old attempt cannot pay it', async () => {
    const who = await newCustomer(t, 'unpaid-edit');
    const order = await checkedOut(who);
    expect(order).toMatchObject({ status: 'awaiting_payment', total: { amount: '121.00' } });
    const old = await paymentLink(who, order.id);
    expect(old.row).toMatchObject({ status: 'pending', baseAmount: '121.00', currency: 'UAH' });

    // The checkout saves the draft: shoes become boots at 55.00 x2, socks go, a cap comes.
    const [shoes] = order.products;
    const saved = await call(
      who,
      'POST',
      '/buyout/draft',
      resave(order, [
        { ...line(BOOTS, 'Hiking boots', '55', 2), id: shoes!.id },
        line(CAP, 'Baseball cap', '15'),
      ]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json() as BuyoutOrder;
    expect(draft).toMatchObject({ id: order.id, number: order.number, status: 'draft', isDraft: true });
    expect(draft.products.map((p) => [p.link, p.name, p.quantity, p.price.amount])).toEqual([
      [BOOTS, 'Hiking boots', 2, '55.00'],
      [CAP, 'Baseball cap', 1, '15.00'],
    ]);
    // The edited line keeps its id; the new one gets its own.
    expect(draft.products[0]!.id).toBe(shoes!.id);
    // The old link is closed at once: it no longer pays anything, and no payment can start for a draft.
    expect((await paymentRow(old.row.id)).status).toBe('failed');
    expect((await call(who, 'GET', `/buyout/${order.id}/payment`)).statusCode).toBe(409);
    // One order in the list, the same one, now a draft: no second draft beside it.
    expect(await listed(who)).toEqual([[order.id, 'draft']]);

    const again = await call(who, 'POST', `/buyout/${order.id}/checkout`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ id: order.id });
    // 55 x 2 + 15 = 125.00; amazon 8% = 10.00; insurance 2% = 2.50: 137.50 USD.
    expect(await view(who, order.id)).toMatchObject({
      status: 'awaiting_payment',
      total: { amount: '137.50', currency: 'USD' },
    });
    const fresh = await paymentLink(who, order.id);
    expect(fresh.row.id).not.toBe(old.row.id);
    expect(fresh.url).not.toBe(old.url);
    expect(fresh.row).toMatchObject({ status: 'pending', baseAmount: '137.50' });

    // The old page is paid after all: its callback does not pay the order.
    const late = await paidCallback(old.row);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ status: 'failed' });
    expect((await paymentRow(old.row.id)).status).not.toBe('paid');
    expect(await view(who, order.id)).toMatchObject({ status: 'awaiting_payment', paidAt: null });

    // The new link pays it, with the new total.
    expect((await paidCallback(fresh.row)).json()).toEqual({ status: 'paid' });
    const paid = await view(who, order.id);
    expect(paid).toMatchObject({ status: 'paid', total: { amount: '137.50' } });
    expect(paid.paidAt).not.toBeNull();
    expect(await listed(who)).toEqual([[order.id, 'paid']]);
  });

  it('paying again without a change still replaces the link: the old attempt of the same amount never pays', async () => {
    const who = await newCustomer(t, 'unpaid-same');
    const order = await checkedOut(who);
    const old = await paymentLink(who, order.id);
    const same = order.products.map((p) => ({
      ...line(p.link, p.name, p.price.amount, p.quantity),
      id: p.id,
    }));
    expect((await call(who, 'POST', '/buyout/draft', resave(order, same))).statusCode).toBe(200);
    expect((await call(who, 'POST', `/buyout/${order.id}/checkout`)).statusCode).toBe(200);
    const fresh = await paymentLink(who, order.id);
    // Same amount, but the closed attempt is not offered again (GET /payment reuses open ones only).
    expect(fresh.row).toMatchObject({ baseAmount: '121.00', status: 'pending' });
    expect(fresh.row.id).not.toBe(old.row.id);

    expect((await paidCallback(old.row)).json()).toEqual({ status: 'failed' });
    expect((await view(who, order.id)).status).toBe('awaiting_payment');
    expect((await paidCallback(fresh.row)).json()).toEqual({ status: 'paid' });
    expect((await view(who, order.id)).status).toBe('paid');
    // One payment took the money.
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.filter((r) => r.status === 'paid').map((r) => r.id)).toEqual([fresh.row.id]);
  });

  it('an attempt still being opened while the order went back to a draft, paid later, is refunded', async () => {
    const who = await newCustomer(t, 'unpaid-late');
    const order = await checkedOut(who);
    const [shoes] = order.products;
    const saved = await call(
      who,
      'POST',
      '/buyout/draft',
      resave(order, [{ ...line(SHOES, 'Running shoes', '50'), id: shoes!.id }]),
    );
    expect(saved.statusCode).toBe(200);
    // An attempt for the old amount that slipped in around the save (a second tab's payment page).
    const id = crypto.randomUUID();
    const [stray] = await t.db
      .insert(payments)
      .values({
        id,
        orderId: order.id,
        provider: 'sandbox',
        providerPaymentId: id,
        amount: '121.00',
        currency: 'USD',
        baseAmount: '121.00',
        baseCurrency: 'USD',
      })
      .returning();
    expect((await paidCallback(stray!)).json()).toEqual({ status: 'paid' });
    expect((await paymentRow(id)).status).toBe('refunded');
    expect(await view(who, order.id)).toMatchObject({ status: 'draft', paidAt: null });
  });

  // Known gap, kept as it.fails until settleCallback (payments/service.ts) refunds it: the old link's
  // attempt is closed as failed, so a provider that still charged the card (a LiqPay page left open in
  // another tab) is answered like a replay and the money stays with the provider. The order is never
  // paid by it (above); the charge should go back like any unwanted payment.
  it('a closed attempt the provider charged anyway is refunded', async () => {
    const who = await newCustomer(t, 'unpaid-closed-charged');
    const order = await checkedOut(who);
    const old = await paymentLink(who, order.id);
    const same = order.products.map((p) => ({
      ...line(p.link, p.name, p.price.amount, p.quantity),
      id: p.id,
    }));
    expect((await call(who, 'POST', '/buyout/draft', resave(order, same))).statusCode).toBe(200);
    await paidCallback(old.row);
    expect((await paymentRow(old.row.id)).status).toBe('refunded');
  });

  it('the promo code taken at checkout is given back by the edit and taken again by the next checkout, once', async () => {
    const who = await newCustomer(t, 'unpaid-promo');
    const withCode = { promoCode: 'SHOPUSA50', churnAccepted: false, isApplyDiscount: false };
    const order = await checkedOut(who, { payment: withCode });
    const live = () =>
      t.db
        .select()
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.userId, who.id), isNull(promoRedemptions.releasedAt)));
    expect(await live()).toMatchObject([{ code: 'SHOPUSA50', buyoutOrderId: order.id }]);

    const products = order.products.map((p) => ({ ...line(p.link, p.name, '20', p.quantity), id: p.id }));
    const saved = await call(who, 'POST', '/buyout/draft', resave(order, products, withCode));
    expect(saved.statusCode, saved.body).toBe(200);
    // The draft carries the code (its discount shows) but does not use it.
    expect((saved.json() as BuyoutOrder).payment.promoCode).toBe('SHOPUSA50');
    expect(await live()).toEqual([]);

    expect((await call(who, 'POST', `/buyout/${order.id}/checkout`)).statusCode).toBe(200);
    expect(await live()).toMatchObject([{ code: 'SHOPUSA50', buyoutOrderId: order.id }]);
    // Checked out twice, counted once: the released row stays as the trail.
    const all = await t.db.select().from(promoRedemptions).where(eq(promoRedemptions.userId, who.id));
    expect(all).toHaveLength(2);
    const check = await call(who, 'POST', '/validate-promo-code', {
      code: 'SHOPUSA50',
      country: 'US',
      service: 'buyout',
    });
    expect(check.json()).toMatchObject({ status: false, used: true });
  });

  it('while it is a draft again another order may take the code first; its checkout then answers "used"', async () => {
    const who = await newCustomer(t, 'unpaid-promo-race');
    const withCode = { promoCode: 'SHOPUSA50', churnAccepted: false, isApplyDiscount: false };
    const order = await checkedOut(who, { payment: withCode });
    const products = order.products.map((p) => ({ ...line(p.link, p.name, '20', p.quantity), id: p.id }));
    expect((await call(who, 'POST', '/buyout/draft', resave(order, products, withCode))).statusCode).toBe(
      200,
    );

    const other = await readyDraft(t, who, { payment: withCode });
    expect((await call(who, 'POST', `/buyout/${other.id}/checkout`)).statusCode).toBe(200);
    const refused = await call(who, 'POST', `/buyout/${order.id}/checkout`);
    expect(refused.statusCode).toBe(422);
    expect(violations(refused)).toEqual({
      'payment.promoCode': 'You have already used this promo code on another order',
    });
    expect((await view(who, order.id)).status).toBe('draft');
  });

  it('a churn discount spent at checkout stays with the order edited as a draft and is spent again at the next checkout', async () => {
    const who = await newCustomer(t, 'unpaid-churn');
    const offer = await addChurnOffer(t, who, '150.00');
    const churn = { promoCode: '', churnAccepted: true, isApplyDiscount: false };
    const order = await checkedOut(who, { payment: churn });
    expect(order).toMatchObject({ promoFromChurn: true, appliedDiscount: { amount: '150.00' } });
    const usedAt = () => churnUsedAt(t, offer.id);
    expect(await usedAt()).not.toBeNull();

    const products = order.products.map((p) => ({ ...line(p.link, p.name, '20', p.quantity), id: p.id }));
    const saved = await call(who, 'POST', '/buyout/draft', resave(order, products, churn));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'draft',
      promoFromChurn: true,
      appliedDiscount: { amount: '150.00' },
    });
    expect(await usedAt()).toBeNull();
    // A later save of the draft still finds it (it is this customer's active offer again).
    const later = await call(who, 'POST', '/buyout/draft', resave(order, products, churn));
    expect(later.json()).toMatchObject({ promoFromChurn: true });

    expect((await call(who, 'POST', `/buyout/${order.id}/checkout`)).statusCode).toBe(200);
    expect(await usedAt()).not.toBeNull();
    expect(await view(who, order.id)).toMatchObject({ status: 'awaiting_payment', promoFromChurn: true });
  });

  it('the paid edit is refused for an unpaid order with the way to change it (409 in the request language)', async () => {
    const who = await newCustomer(t, 'unpaid-put');
    const order = await checkedOut(who);
    const body = { products: [{ id: order.products[0]!.id, quantity: 1, price: '10' }] };
    const en = await call(who, 'PUT', `/buyout/${order.id}/edit`, body);
    expect(en.statusCode).toBe(409);
    expect(en.json().errorDescription).toBe(
      'This order is not paid yet: change it in the checkout and pay again.',
    );
    const uk = await call(who, 'PUT', `/buyout/${order.id}/edit`, body, 'uk');
    expect(uk.json().errorDescription).toBe(
      'Це замовлення ще не оплачене: змініть його в оформленні замовлення й оплатіть знову.',
    );
    expect((await view(who, order.id)).status).toBe('awaiting_payment');
  });
});

describe('a paid order keeps the paid rules', () => {
  async function paid(who: Customer) {
    const order = await checkedOut(who);
    const { row } = await paymentLink(who, order.id);
    expect((await paidCallback(row)).json()).toEqual({ status: 'paid' });
    return view(who, order.id);
  }

  it('no draft save (409), no new or foreign lines, nothing above what was paid; a lower price is the paid edit', async () => {
    const who = await newCustomer(t, 'paid-rules');
    const order = await paid(who);
    const [shoes, socks] = order.products;
    const asDraft = await call(
      who,
      'POST',
      '/buyout/draft',
      resave(order, [{ ...line(SHOES, 'Running shoes', '10'), id: shoes!.id }]),
    );
    expect(asDraft.statusCode).toBe(409);
    expect((await view(who, order.id)).products).toHaveLength(2);

    const foreign = await call(who, 'PUT', `/buyout/${order.id}/edit`, {
      products: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1' }],
    });
    expect(Object.keys(violations(foreign))).toEqual(['products[0].id']);
    const higher = await call(who, 'PUT', `/buyout/${order.id}/edit`, {
      products: [{ id: shoes!.id, quantity: 1, price: '61' }],
    });
    expect(Object.keys(violations(higher))).toEqual(['products[0].price']);

    const lower = await call(who, 'PUT', `/buyout/${order.id}/edit`, {
      products: [
        { id: shoes!.id, quantity: 1, price: '50' },
        { id: socks!.id, quantity: 2, price: '25' },
      ],
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toMatchObject({ status: 'edited', total: { amount: '110.00' } });
    // Edited is still paid: no way back to a draft.
    expect((await call(who, 'POST', `/buyout/${order.id}/checkout`)).statusCode).toBe(409);
  });
});

describe("another customer's order", () => {
  it('answers 404 to the draft save, the checkout, the payment and the paid edit, and changes nothing', async () => {
    const owner = await newCustomer(t, 'unpaid-owner');
    const stranger = await newCustomer(t, 'unpaid-stranger');
    const order = await checkedOut(owner);
    const link = await paymentLink(owner, order.id);

    const products = [{ ...line(SOCKS, 'Socks', '1'), id: order.products[0]!.id }];
    const attempts = [
      await call(stranger, 'POST', '/buyout/draft', { id: order.id, products }),
      await call(stranger, 'POST', `/buyout/${order.id}/checkout`),
      await call(stranger, 'GET', `/buyout/${order.id}/payment`),
      await call(stranger, 'PUT', `/buyout/${order.id}/edit`, {
        products: [{ id: order.products[0]!.id, quantity: 1, price: '1' }],
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    expect(row).toMatchObject({ status: 'awaiting_payment', totalAmount: '121.00' });
    expect((await paymentRow(link.row.id)).status).toBe('pending');
    expect((await view(owner, order.id)).products.map((p) => p.name)).toEqual(['Running shoes', 'Socks']);
  });
});
