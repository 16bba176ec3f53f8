// Drafts: creation with the domain totals and the SPEC §8 `errors` map, partial saves, checkoutState
// moves (SPEC §4), the track-number answers, and other customers' orders and malformed ids (404).
import { describe, expect, it } from 'vitest';
import { forwardingTestApp } from './test-helpers.js';

const { call, companies, us, alice, bob } = forwardingTestApp({ customers: ['alice', 'bob'] });

describe('POST /api/orders/draft', () => {
  it('creates a draft with a PS- number, money as {amount, currency} and the domain totals', async () => {
    const res = await call(alice, 'POST', '/orders/draft', us({ name: 'Summer clothes' }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.number).toMatch(/^PS-\d{6,}$/);
    expect(order).toMatchObject({
      country: { id: 'US', currency: 'USD', maxCost: { amount: '150.00', currency: 'EUR' } },
      company: { id: companies.US },
      name: 'Summer clothes',
      receivedTrackNumber: true,
      itemsTotal: { amount: '60.00', currency: 'USD' },
      priceCustomsClearance: { amount: '0.00', currency: 'EUR' },
      checkoutState: 'delivery',
      states: { isOverLimitPriceCustomsClearance: false, isCheckoutCompleted: false, isBlocked: false },
      items: [{ name: 'Cotton T-shirt', quantity: 2, unitPrice: { amount: '30.00', currency: 'USD' } }],
      completedAt: null,
    });
    expect(order.itemsTotalEur.currency).toBe('EUR');
    // Insurance: "a percentage of the total" (2% by default) of 60.00 USD.
    expect(order.insuranceFeeCost).toEqual({ amount: '1.20', currency: 'USD' });
    // The fee lines every page shows (issue 14 item 9): "Guarantee 1% of the sum" and the insurance fee.
    expect(order.feeLines).toEqual([
      { kind: 'guarantee', percent: '1', cost: { amount: '0.60', currency: 'USD' } },
      { kind: 'insurance', percent: '2', cost: { amount: '1.20', currency: 'USD' } },
    ]);
    // The draft lists what still blocks completion on SPEC §8 paths.
    expect(Object.keys(order.errors).sort()).toEqual(['consigneeAddress', 'phoneNumber']);
  });

  it('takes back the items as the order resource gives them (uuid ids, category objects)', async () => {
    const created = (await call(alice, 'POST', '/orders/draft', us())).json();
    const res = await call(alice, 'PUT', `/orders/draft/${created.id}`, {
      ...us({ number: created.trackNo }),
      items: created.items,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(1);
  });

  it('keeps the saved products and results form when a save does not send them', async () => {
    const created = (
      await call(alice, 'POST', '/orders/draft', us({ taxAgreement: true, isBlocked: false }))
    ).json();
    const stepOne: Record<string, unknown> = us({ number: created.trackNo, name: 'Renamed' });
    delete stepOne.items;
    const res = await call(alice, 'PUT', `/orders/draft/${created.id}`, stepOne);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      itemsTotal: { amount: '60.00' },
      checkoutState: 'delivery',
    });
    expect(res.json().items).toHaveLength(1);
  });

  it('needs a signed-in customer', async () => {
    expect((await call(null, 'POST', '/orders/draft', us())).statusCode).toBe(401);
  });

  it('"checkoutState moves new, declaration, documents, delivery" with what the draft holds', async () => {
    // Issue 13 "No draft is created until step 1 is valid": the track block unanswered is refused.
    const fresh = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ number: null, receivedTrackNumber: null, items: [] }),
    );
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().violations).toEqual([{ property: 'number', message: expect.any(String) }]);
    const declared = await call(alice, 'POST', '/orders/draft', us({ items: [] }));
    expect(declared.json().checkoutState).toBe('declaration');
    // "Only items with price above 0 count toward totals" is enforced by price min 0.01, so any item counts.
    const id = declared.json().id as string;
    const withItems = await call(
      alice,
      'PUT',
      `/orders/draft/${id}`,
      us({ number: declared.json().trackNo }),
    );
    expect(withItems.json().checkoutState).toBe('delivery');
  });

  it('keeps "no number" as the marker with receivedTrackNumber true, and "not received" as false', async () => {
    const marker = await call(alice, 'POST', '/orders/draft', us({ number: '__NO_TRACK_NUMBER__' }));
    expect(marker.statusCode).toBe(201);
    expect(marker.json()).toMatchObject({ trackNo: '__NO_TRACK_NUMBER__', receivedTrackNumber: true });
    const none = await call(alice, 'POST', '/orders/draft', us({ number: '', receivedTrackNumber: false }));
    expect(none.json()).toMatchObject({ trackNo: null, receivedTrackNumber: false });
  });
});

describe('other customers and malformed ids answer 404', () => {
  it("hides alice's order from bob on every order route", async () => {
    const { id } = (await call(alice, 'POST', '/orders/draft', us())).json();
    for (const [method, url, body] of [
      ['GET', `/orders/${id}`, undefined],
      ['PUT', `/orders/draft/${id}`, us()],
      ['POST', `/orders/complete/${id}`, us()],
      ['PUT', `/orders/edit/${id}`, us()],
      ['PUT', `/orders/${id}/tracking/number`, { number: 'LB1234567' }],
      ['PUT', `/orders/${id}/one-time-password`, { oneTimePassword: '1234' }],
      ['POST', `/orders/${id}/promo/clear`, undefined],
      ['POST', `/orders/unblock/${id}`, undefined],
    ] as const) {
      const res = await call(bob, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ errorDescription: 'Not found.' });
    }
  });

  it('answers 404 for a malformed or unknown id, before looking at the body', async () => {
    expect((await call(alice, 'GET', '/orders/not-a-uuid')).statusCode).toBe(404);
    expect((await call(alice, 'PUT', '/orders/draft/123', { country: 'XX' })).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/orders/0b0c7f3e-6a43-4a8e-9f1e-2f7b4c2d9a10')).statusCode).toBe(404);
  });
});
