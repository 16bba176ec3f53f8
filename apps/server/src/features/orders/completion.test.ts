// Completion (POST /orders/complete/{id}), edits of registered orders, blocked orders and unblock,
// promo/churn clear, bonuses and the one-time password.
import { describe, expect, it } from 'vitest';
import {
  addAddress,
  addChurnOffer,
  churnUsedAt,
  type Customer,
  newCustomer,
  verifyPhone,
  violations,
} from '../../../test/customers.js';
import { addLoyaltyEntry } from '../loyalty/index.js';
import { attachDocuments, forwardingTestApp, setOrderFlags, SHIRT, trackNumber } from './test-helpers.js';

const { t, call, companies } = forwardingTestApp();

const PHONE = '380671234599';

/** A customer with an address and a verified phone, and a full US payload for them. */
async function readyCustomer(name: string, type: 'department' | 'box' = 'department') {
  const who = await newCustomer(t, name);
  const address = await addAddress(t, who, type);
  await verifyPhone(t, who, PHONE);
  const payload = (over: object = {}) => ({
    country: 'US',
    company: companies.US,
    number: trackNumber(),
    receivedTrackNumber: true,
    items: [SHIRT],
    consigneeAddress: address,
    phoneNumber: '+38 (067) 123 45 99',
    ...over,
  });
  return { who, address, payload };
}

async function draft(who: Customer, body: object) {
  const res = await call(who, 'POST', '/orders/draft', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; trackNo: string | null };
}

describe('POST /api/orders/complete/{id}', () => {
  it('registers a complete order: checkoutState completed, isCheckoutCompleted, completedAt', async () => {
    const { who, payload } = await readyCustomer('complete');
    const body = payload();
    const { id } = await draft(who, body);
    const res = await call(who, 'POST', `/orders/complete/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      checkoutState: 'completed',
      states: { isCheckoutCompleted: true },
      consigneeAddress: { warehouseType: 'department', fullAddress: expect.stringContaining('Львів') },
      phoneNumber: PHONE,
      errors: {},
    });
    expect(res.json().completedAt).toEqual(expect.any(String));
    // A registered order is saved through update, not draft update (SPEC §4).
    const again = await call(who, 'PUT', `/orders/draft/${id}`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorDescription).toBe(
      'The parcel is already registered: save changes through editing.',
    );
  });

  it('"completed only when a tracking number was received and entered" -> number', async () => {
    const { who, payload } = await readyCustomer('no-track');
    const body = payload({ number: '', receivedTrackNumber: false });
    const { id } = await draft(who, body);
    const res = await call(who, 'POST', `/orders/complete/${id}`, body);
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({
      number: 'The parcel can be completed only once you have received and entered its track number',
    });
    // The payload was saved first, like a draft update.
    expect((await call(who, 'GET', `/orders/${id}`)).json().checkoutState).not.toBe('completed');
  });

  it('needs at least one item -> items', async () => {
    const { who, payload } = await readyCustomer('no-items');
    const body = payload({ items: [] });
    const { id } = await draft(who, body);
    expect(violations(await call(who, 'POST', `/orders/complete/${id}`, body))).toEqual({
      items: 'Add at least one product',
    });
  });

  it('needs an address of mine -> consigneeAddress, and a verified phone -> phoneNumber', async () => {
    const { who, payload } = await readyCustomer('no-address');
    const body = payload({ consigneeAddress: null, phoneNumber: '+38 (050) 765 43 21' });
    const { id } = await draft(who, body);
    expect(violations(await call(who, 'POST', `/orders/complete/${id}`, body))).toEqual({
      consigneeAddress: 'Choose a delivery address',
      phoneNumber: 'Please verify the phone number',
    });
    const noPhone = payload({ phoneNumber: '' });
    expect(violations(await call(who, 'POST', `/orders/complete/${id}`, noPhone))).toEqual({
      phoneNumber: 'This field is required',
    });
  });

  it('over the limit needs taxAgreement, an invoice and a passport, then completes', async () => {
    const { who, payload } = await readyCustomer('over-limit');
    const body = payload({
      country: 'DE',
      company: companies.DE,
      items: [{ ...SHIRT, quantity: 1, unitPrice: { amount: '200.00', currency: 'EUR' } }],
    });
    const { id } = await draft(who, body);
    const blocked = await call(who, 'POST', `/orders/complete/${id}`, body);
    expect(violations(blocked)).toEqual({
      taxAgreement: 'Please confirm that you agree to pay the customs charges',
      invoices: 'Please upload a file',
      passport: 'Fill in valid passport details for customs clearance',
    });
    await attachDocuments(t, who, id);
    const agreed = await call(who, 'POST', `/orders/complete/${id}`, { ...body, taxAgreement: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({
      checkoutState: 'completed',
      taxAgreement: true,
      priceCustomsClearance: { amount: '17.50', currency: 'EUR' },
      states: { isDocumentUploaded: true, isOverLimitPriceCustomsClearance: true },
    });
  });

  it('"A locker cannot be chosen when the UAH total exceeds 10000" -> consigneeAddress', async () => {
    const { who, payload } = await readyCustomer('locker', 'box');
    const body = payload({
      items: [{ ...SHIRT, quantity: 1, unitPrice: { amount: '12000.00', currency: 'UAH' } }],
      taxAgreement: true,
    });
    const { id } = await draft(who, body);
    await attachDocuments(t, who, id);
    expect(violations(await call(who, 'POST', `/orders/complete/${id}`, body))).toEqual({
      consigneeAddress: 'Parcel locker delivery is unavailable: the order total exceeds UAH 10000',
    });
    const small = payload({
      items: [{ ...SHIRT, quantity: 1, unitPrice: { amount: '2000.00', currency: 'UAH' } }],
    });
    expect((await call(who, 'POST', `/orders/complete/${id}`, small)).statusCode).toBe(200);
  });
});

describe('PUT /api/orders/edit/{id}', () => {
  it('is for registered orders only; drafts answer 409', async () => {
    const { who, payload } = await readyCustomer('edit-draft');
    const { id } = await draft(who, payload());
    expect((await call(who, 'PUT', `/orders/edit/${id}`, payload())).statusCode).toBe(409);
  });

  it('saves changes, refuses a country change on `country`', async () => {
    const { who, payload } = await readyCustomer('edit');
    const body = payload();
    const { id } = await draft(who, body);
    expect((await call(who, 'POST', `/orders/complete/${id}`, body)).statusCode).toBe(200);
    const renamed = await call(who, 'PUT', `/orders/edit/${id}`, { ...body, name: 'Gifts for Mom' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Gifts for Mom', checkoutState: 'completed' });
    const moved = await call(who, 'PUT', `/orders/edit/${id}`, {
      ...body,
      country: 'DE',
      company: companies.DE,
      items: [{ ...SHIRT, unitPrice: { amount: '30.00', currency: 'EUR' } }],
    });
    expect(violations(moved)).toEqual({ country: 'The country of a registered parcel cannot be changed' });
  });

  it('"Track number editing is blocked when the order was created by the service, or by the warehouse and already having a track number"', async () => {
    const { who, payload } = await readyCustomer('edit-track');
    const body = payload();
    const { id } = await draft(who, body);
    await call(who, 'POST', `/orders/complete/${id}`, body);
    await setOrderFlags(t, id, { isCreatedByWarehouse: true });
    const res = await call(who, 'PUT', `/orders/edit/${id}`, { ...body, number: trackNumber('CHG') });
    expect(violations(res)).toEqual({ number: 'The track number of this parcel cannot be changed' });
    const viaRoute = await call(who, 'PUT', `/orders/${id}/tracking/number`, { number: trackNumber('CHG') });
    expect(violations(viaRoute)).toEqual({ number: 'The track number of this parcel cannot be changed' });
    // The same number is not a change.
    expect((await call(who, 'PUT', `/orders/edit/${id}`, body)).statusCode).toBe(200);
    await setOrderFlags(t, id, { isCreatedByWarehouse: false, isCreatedBySml: true });
    expect(
      (await call(who, 'PUT', `/orders/edit/${id}`, { ...body, number: trackNumber() })).statusCode,
    ).toBe(422);
  });
});

describe('blocked orders and POST /api/orders/unblock/{id}', () => {
  it('refuses saves with 409 while blocked, and continue-delivery clears it', async () => {
    const { who, payload } = await readyCustomer('blocked');
    const body = payload();
    const { id } = await draft(who, body);
    await setOrderFlags(t, id, { isBlocked: true });
    const shown = (await call(who, 'GET', `/orders/${id}`)).json();
    expect(shown.states).toMatchObject({ isBlocked: true, isCompletedAndBlocked: false });
    const refused = await call(who, 'PUT', `/orders/draft/${id}`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorDescription).toMatch(/on hold/);
    const ukText = await call(who, 'PUT', `/orders/draft/${id}`, body, 'uk');
    expect(ukText.json().errorDescription).toMatch(/^Посилку призупинено/);
    const unblocked = await call(who, 'POST', `/orders/unblock/${id}`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().states.isBlocked).toBe(false);
    expect((await call(who, 'PUT', `/orders/draft/${id}`, body)).statusCode).toBe(200);
    expect((await call(who, 'POST', `/orders/unblock/${id}`)).statusCode).toBe(409);
  });

  it('a completed and blocked order shows isCompletedAndBlocked and refuses edits', async () => {
    const { who, payload } = await readyCustomer('done-blocked');
    const body = payload();
    const { id } = await draft(who, body);
    await call(who, 'POST', `/orders/complete/${id}`, body);
    await setOrderFlags(t, id, { isBlocked: true });
    expect((await call(who, 'GET', `/orders/${id}`)).json().states.isCompletedAndBlocked).toBe(true);
    expect((await call(who, 'PUT', `/orders/edit/${id}`, body)).statusCode).toBe(409);
  });
});

describe('promo, churn and bonuses', () => {
  it('churnAccepted applies my active churn offer; promo/clear removes it; completion spends it', async () => {
    const { who, payload } = await readyCustomer('churn');
    const offer = await addChurnOffer(t, who);
    const body = payload({ churnAccepted: true });
    const { id } = await draft(who, body);
    expect((await call(who, 'GET', `/orders/${id}`)).json()).toMatchObject({
      churnAccepted: true,
      promo: { code: '', format: 'amount', churn: true },
    });
    const cleared = await call(who, 'POST', `/orders/${id}/promo/clear`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ churnAccepted: false, promo: null });
    const done = await call(who, 'POST', `/orders/complete/${id}`, body);
    expect(done.statusCode).toBe(200);
    expect(await churnUsedAt(t, offer.id)).not.toBeNull();
  });

  it('churnAccepted without an active offer applies nothing', async () => {
    const { who, payload } = await readyCustomer('no-churn');
    const res = await call(who, 'POST', '/orders/draft', payload({ churnAccepted: true }));
    expect(res.json()).toMatchObject({ churnAccepted: false, promo: null });
  });

  it('applies a valid code checked by the promo service; a typed code wins over the churn offer', async () => {
    const { who, payload } = await readyCustomer('promo-ok');
    await addChurnOffer(t, who);
    const res = await call(
      who,
      'POST',
      '/orders/draft',
      payload({ promoCode: 'welcome100', churnAccepted: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      promo: { code: 'WELCOME100', format: 'amount', churn: false },
      churnAccepted: false,
    });
    const cleared = await call(who, 'POST', `/orders/${res.json().id}/promo/clear`);
    expect(cleared.json().promo).toBeNull();
  });

  it('unknown, expired and category-restricted codes -> promoCode', async () => {
    const { who, payload } = await readyCustomer('promo-bad');
    const unknown = await call(who, 'POST', '/orders/draft', payload({ promoCode: 'NO-SUCH-CODE' }));
    expect(unknown.statusCode).toBe(422);
    expect(violations(unknown)).toEqual({ promoCode: 'The promo code is invalid or has expired' });
    const expired = await call(who, 'POST', '/orders/draft', payload({ promoCode: 'SPRING2025' }));
    expect(violations(expired)).toEqual({ promoCode: 'The promo code is invalid or has expired' });
    // BOOKS15 is for books and magazines only (HS 4901, 4902); a T-shirt is HS 6109.
    const books = await call(who, 'POST', '/orders/draft', payload({ promoCode: 'BOOKS15' }));
    expect(violations(books)).toEqual({
      promoCode: 'The promo code does not apply to the product categories in this order',
    });
  });

  it('"Promo may be applied at registration of the shipment only": an edit cannot change it', async () => {
    const { who, payload } = await readyCustomer('promo-edit');
    const body = payload();
    const { id } = await draft(who, body);
    await call(who, 'POST', `/orders/complete/${id}`, body);
    const res = await call(who, 'PUT', `/orders/edit/${id}`, { ...body, promoCode: 'WELCOME100' });
    expect(violations(res)).toEqual({ promoCode: 'The promo code is invalid or has expired' });
  });

  it('discount (apply bonuses) needs a positive balance', async () => {
    const { who, payload } = await readyCustomer('bonus');
    expect(violations(await call(who, 'POST', '/orders/draft', payload({ discount: true })))).toEqual({
      discount: 'You have no bonuses to use',
    });
    await addLoyaltyEntry(t.db, { userId: who.id, type: 'earn', amountUah: '50.00', reason: 'welcome_gift' });
    const res = await call(who, 'POST', '/orders/draft', payload({ discount: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().discount).toBe(true);
  });
});

describe('PUT /api/orders/{id}/one-time-password', () => {
  it('sets and clears the pickup code', async () => {
    const { who, payload } = await readyCustomer('otp');
    const { id } = await draft(who, payload());
    const set = await call(who, 'PUT', `/orders/${id}/one-time-password`, { oneTimePassword: ' 4821 ' });
    expect(set.json().oneTimePassword).toBe('4821');
    const cleared = await call(who, 'PUT', `/orders/${id}/one-time-password`, { oneTimePassword: null });
    expect(cleared.json().oneTimePassword).toBeNull();
  });
});
