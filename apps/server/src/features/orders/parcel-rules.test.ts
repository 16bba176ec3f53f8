// Issue 13 "one set of rules, one place, every path", the customer's doors: an edit of a registered
// order, document removal, the track number once the warehouse has the parcel, amounts that cannot
// be stored, the European maximum, and the first draft (step 1). Each reproduction of the issue is
// refused here, and nothing already saved changes.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addAddress, newCustomer, verifyPhone, violations } from '../../../test/customers.js';
import { orderFiles } from '../../db/schema/index.js';
import { attachDocuments, forwardingTestApp, setOrderFlags, SHIRT, trackNumber } from './test-helpers.js';

const { t, call, companies } = forwardingTestApp();

const PHONE = '380671234598';

/** A registered US order of a customer with an address and a verified phone. */
async function registered(name: string, over: object = {}) {
  const who = await newCustomer(t, name);
  const address = await addAddress(t, who);
  await verifyPhone(t, who, PHONE);
  const body = {
    country: 'US',
    company: companies.US,
    number: trackNumber(),
    receivedTrackNumber: true,
    items: [SHIRT],
    consigneeAddress: address,
    phoneNumber: PHONE,
    ...over,
  };
  const created = await call(who, 'POST', '/orders/draft', body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const done = await call(who, 'POST', `/orders/complete/${id}`, body);
  expect(done.statusCode, done.body).toBe(200);
  return { who, id, body };
}

describe('PUT /api/orders/edit/{id}: a registered order only changes into one that passes the rules', () => {
  it('refuses emptying the goods, dropping the address, an unverified phone, or crossing the customs limit without papers (422, nothing saved)', async () => {
    const { who, id, body } = await registered('edit-rules');
    const tries: [object, string][] = [
      [{ items: [] }, 'items'],
      [{ consigneeAddress: null }, 'consigneeAddress'],
      [{ number: null, receivedTrackNumber: false }, 'number'],
      [{ phoneNumber: '380501112233' }, 'phoneNumber'],
      [{ items: [{ ...SHIRT, unitPrice: { amount: '400.00', currency: 'USD' } }] }, 'invoices'],
    ];
    for (const [change, property] of tries) {
      const res = await call(who, 'PUT', `/orders/edit/${id}`, { ...body, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(422);
      expect(Object.keys(violations(res))).toContain(property);
    }
    const after = (await call(who, 'GET', `/orders/${id}`)).json();
    expect(after).toMatchObject({
      checkoutState: 'completed',
      trackNo: body.number,
      phoneNumber: PHONE,
      errors: {},
    });
    expect(after.items).toHaveLength(1);
    expect(after.consigneeAddress).not.toBeNull();
  });

  it('saves an edit that keeps every rule', async () => {
    const { who, id, body } = await registered('edit-ok');
    const res = await call(who, 'PUT', `/orders/edit/${id}`, { ...body, name: 'Gift for mum' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Gift for mum');
  });
});

describe('track numbers: fixed once the warehouse has the parcel (409)', () => {
  it('PUT /orders/{id}/tracking/number and an edit are refused at the warehouse; the old number is not freed', async () => {
    const { who, id, body } = await registered('track-fixed');
    await setOrderFlags(t, id, { shipmentState: 'held', receivedAt: new Date() });
    const set = await call(who, 'PUT', `/orders/${id}/tracking/number`, { number: trackNumber() });
    expect(set.statusCode).toBe(409);
    expect(set.json().errorDescription).toBe(
      'The track number cannot be changed: the warehouse already has the parcel.',
    );
    const edit = await call(who, 'PUT', `/orders/edit/${id}`, { ...body, number: trackNumber() });
    expect(edit.statusCode).toBe(409);
    const other = await newCustomer(t, 'track-thief');
    const taken = await call(other, 'POST', '/orders/draft', {
      country: 'US',
      company: companies.US,
      number: body.number,
      receivedTrackNumber: true,
    });
    expect(taken.statusCode).toBe(422);
    expect(violations(taken)).toEqual({ number: 'Such a track number already exists' });
  });
});

describe('bounds: amounts that cannot be stored answer 422 on their field, never 500', () => {
  it('a draft of 1000 x 99,999,999 USD', async () => {
    const who = await newCustomer(t, 'overflow');
    const res = await call(who, 'POST', '/orders/draft', {
      country: 'US',
      company: companies.US,
      number: trackNumber(),
      receivedTrackNumber: true,
      items: [{ ...SHIRT, quantity: 1000, unitPrice: { amount: '99999999', currency: 'USD' } }],
    });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ 'items[0].unitPrice.amount': 'The value must be at most 10000000' });
  });

  it('a hundred lines of the dearest allowed price: the order total is bounded on items', async () => {
    const who = await newCustomer(t, 'overflow-total');
    const line = { ...SHIRT, quantity: 1000, unitPrice: { amount: '10000000', currency: 'USD' } };
    const res = await call(who, 'POST', '/orders/draft', {
      country: 'US',
      company: companies.US,
      number: trackNumber(),
      receivedTrackNumber: true,
      items: Array.from({ length: 100 }, () => line),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(['items']);
  });
});

describe('SPEC §9 "Maximum shipment value for European countries 10000 EUR; none for US"', () => {
  it('a 50,000 EUR parcel from Germany does not complete; a 50,000 USD one from the US passes that rule', async () => {
    const who = await newCustomer(t, 'eu-max');
    const address = await addAddress(t, who);
    await verifyPhone(t, who, PHONE);
    const body = {
      country: 'DE',
      company: companies.DE,
      number: trackNumber(),
      receivedTrackNumber: true,
      items: [{ ...SHIRT, quantity: 1, unitPrice: { amount: '50000.00', currency: 'EUR' } }],
      consigneeAddress: address,
      phoneNumber: PHONE,
      taxAgreement: true,
    };
    const { id } = (await call(who, 'POST', '/orders/draft', body)).json() as { id: string };
    await attachDocuments(t, who, id);
    const res = await call(who, 'POST', `/orders/complete/${id}`, body);
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ items: 'One parcel from this country may be worth at most EUR 10000' });
  });
});

describe('POST /orders/invoice/remove/{id}: papers a registered parcel needs stay', () => {
  it('the only invoice of a registered over-limit order cannot be removed (422); the file stays', async () => {
    const who = await newCustomer(t, 'keep-invoice');
    const address = await addAddress(t, who);
    await verifyPhone(t, who, PHONE);
    const body = {
      country: 'US',
      company: companies.US,
      number: trackNumber(),
      receivedTrackNumber: true,
      items: [{ ...SHIRT, unitPrice: { amount: '400.00', currency: 'USD' } }],
      consigneeAddress: address,
      phoneNumber: PHONE,
      taxAgreement: true,
    };
    const { id } = (await call(who, 'POST', '/orders/draft', body)).json() as { id: string };
    await attachDocuments(t, who, id);
    expect((await call(who, 'POST', `/orders/complete/${id}`, body)).statusCode).toBe(200);
    const [file] = await t.db.select().from(orderFiles).where(eq(orderFiles.orderId, id));
    const res = await call(who, 'POST', `/orders/invoice/remove/${file!.id}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(['invoices']);
    expect(await t.db.select().from(orderFiles).where(eq(orderFiles.id, file!.id))).toHaveLength(1);
  });
});
