// Consolidation routes (SPEC §8 "Consolidation: success 'Orders has been consolidated'; error 'Oops,
// something went wrong'; warning when the sum exceeds the customs limit, asking to continue"; issue 5
// "more than one arrived shipment from one country, with an agreement 'Yes'").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consolidations } from '../../db/schema/index.js';
import { caller, insertParcel, newPerson, orderRow, timelineOf, type Person } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await newPerson(t, 'cons-owner');
  stranger = await newPerson(t, 'cons-stranger');
});
afterAll(() => t.close());

const violationsOf = (body: { violations?: { property: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.property, v.message]));
const statusOf = async (id: string) =>
  (await t.db.select().from(consolidations).where(eq(consolidations.id, id)))[0]?.status;

describe('POST /api/orders/consolidation', () => {
  it('joins at-warehouse parcels of one country: 200 with SPEC §8’s success text', async () => {
    const a = await insertParcel(t, owner, 'at_warehouse');
    const b = await insertParcel(t, owner, 'at_warehouse');
    const res = await call(owner, 'POST', '/orders/consolidation', {
      orderIds: [a.id, b.id],
      agreement: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'requested', message: 'Orders has been consolidated' });
    expect([...body.orderIds].sort()).toEqual([a.id, b.id].sort());
    for (const parcel of [a, b]) {
      expect(await orderRow(t, parcel.id)).toMatchObject({
        shipmentState: 'consolidated',
        consolidationId: body.consolidationId,
      });
      expect((await timelineOf(t, parcel.id)).map((e) => [e.event, e.actor])).toEqual([
        ['consolidate', 'customer'],
      ]);
    }
    const shipment = (await call(owner, 'GET', `/orders/${a.id}`)).json().shipment;
    expect(shipment).toMatchObject({ state: 'consolidated', consolidationId: body.consolidationId });
  });

  it('answers in the request’s language', async () => {
    const a = await insertParcel(t, owner, 'at_warehouse');
    const b = await insertParcel(t, owner, 'at_warehouse');
    const res = await call(
      owner,
      'POST',
      '/orders/consolidation',
      { orderIds: [a.id, b.id], agreement: true },
      'uk',
    );
    expect(res.json().message).toBe('Замовлення об’єднано');
  });

  it('422 per field: too few, mixed countries, not at the warehouse, no "Yes"', async () => {
    const us = await insertParcel(t, owner, 'at_warehouse');
    const de = await insertParcel(t, owner, 'at_warehouse', { countryCode: 'DE' });
    const paused = await insertParcel(t, owner, 'paused');

    const one = await call(owner, 'POST', '/orders/consolidation', {
      orderIds: [us.id, us.id],
      agreement: true,
    });
    expect(one.statusCode).toBe(422);
    expect(violationsOf(one.json())).toEqual({ orderIds: 'Choose at least two parcels to consolidate' });

    const mixed = await call(owner, 'POST', '/orders/consolidation', {
      orderIds: [us.id, de.id, paused.id],
      agreement: false,
    });
    expect(mixed.statusCode).toBe(422);
    expect(violationsOf(mixed.json())).toEqual({
      orderIds: 'Only parcels from one country can be consolidated',
      'orderIds[2]':
        'This parcel is not at the warehouse or is already being prepared for dispatch, so it cannot be consolidated',
      agreement: 'Confirm that you agree to the consolidation terms by choosing “Yes”',
    });
    // Nothing moved.
    expect((await orderRow(t, us.id)).shipmentState).toBe('at_warehouse');
  });

  it('404 when an id is not one of my live parcels; 401 without a session', async () => {
    const mine = await insertParcel(t, owner, 'at_warehouse');
    const theirs = await insertParcel(t, stranger, 'at_warehouse');
    const res = await call(owner, 'POST', '/orders/consolidation', {
      orderIds: [mine.id, theirs.id],
      agreement: true,
    });
    expect(res.statusCode).toBe(404);
    expect((await orderRow(t, theirs.id)).shipmentState).toBe('at_warehouse');
    expect(
      (await call(null, 'POST', '/orders/consolidation', { orderIds: [], agreement: true })).statusCode,
    ).toBe(401);
  });

  it('409 over_limit until confirmOverLimit, then 200', async () => {
    // 80 + 80 EUR passes the US limit of 150 EUR.
    const a = await insertParcel(t, owner, 'at_warehouse', { itemsTotalEur: '80.00' });
    const b = await insertParcel(t, owner, 'at_warehouse', { itemsTotalEur: '80.00' });
    const payload = { orderIds: [a.id, b.id], agreement: true };
    const warned = await call(owner, 'POST', '/orders/consolidation', payload);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      code: 'over_limit',
      total: { amount: '160.00', currency: 'EUR' },
      limit: { amount: '150.00', currency: 'EUR' },
    });
    expect(warned.json().errorDescription).toContain('150');
    expect(warned.json().errorDescription).toContain('Continue?');
    expect((await orderRow(t, a.id)).shipmentState).toBe('at_warehouse');

    const confirmed = await call(owner, 'POST', '/orders/consolidation', {
      ...payload,
      confirmOverLimit: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await orderRow(t, b.id)).shipmentState).toBe('consolidated');
  });
});

describe('POST /api/orders/consolidation/add/{id} and /cancel/{id}', () => {
  async function consolidation() {
    const a = await insertParcel(t, owner, 'at_warehouse');
    const b = await insertParcel(t, owner, 'at_warehouse');
    const res = await call(owner, 'POST', '/orders/consolidation', {
      orderIds: [a.id, b.id],
      agreement: true,
    });
    return { id: res.json().consolidationId as string, a, b };
  }

  it('adds one more at-warehouse parcel of the same country', async () => {
    const { id } = await consolidation();
    const c = await insertParcel(t, owner, 'at_warehouse');
    const res = await call(owner, 'POST', `/orders/consolidation/add/${id}`, { orderId: c.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderIds).toHaveLength(3);
    expect((await orderRow(t, c.id)).consolidationId).toBe(id);
  });

  it('refuses another country or a parcel not at the warehouse (422 on orderId); 404 for others’', async () => {
    const { id } = await consolidation();
    const de = await insertParcel(t, owner, 'at_warehouse', { countryCode: 'DE' });
    const wrongCountry = await call(owner, 'POST', `/orders/consolidation/add/${id}`, { orderId: de.id });
    expect(wrongCountry.statusCode).toBe(422);
    expect(violationsOf(wrongCountry.json())).toEqual({
      orderId: 'Only parcels from one country can be consolidated',
    });
    const transit = await insertParcel(t, owner, 'in_transit');
    expect(
      (await call(owner, 'POST', `/orders/consolidation/add/${id}`, { orderId: transit.id })).statusCode,
    ).toBe(422);
    const theirs = await insertParcel(t, stranger, 'at_warehouse');
    expect(
      (await call(owner, 'POST', `/orders/consolidation/add/${id}`, { orderId: theirs.id })).statusCode,
    ).toBe(404);
    const mine = await insertParcel(t, stranger, 'at_warehouse');
    expect(
      (await call(stranger, 'POST', `/orders/consolidation/add/${id}`, { orderId: mine.id })).statusCode,
    ).toBe(404);
  });

  it('cancels: every parcel back at the warehouse, the request canceled, then closed (409)', async () => {
    const { id, a, b } = await consolidation();
    expect((await call(stranger, 'POST', `/orders/consolidation/cancel/${id}`)).statusCode).toBe(404);
    const res = await call(owner, 'POST', `/orders/consolidation/cancel/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      consolidationId: id,
      status: 'canceled',
      message: 'Consolidation canceled: the parcels are back at the warehouse.',
    });
    expect([...res.json().orderIds].sort()).toEqual([a.id, b.id].sort());
    for (const parcel of [a, b])
      expect(await orderRow(t, parcel.id)).toMatchObject({
        shipmentState: 'at_warehouse',
        consolidationId: null,
      });
    expect(await statusOf(id)).toBe('canceled');

    expect((await call(owner, 'POST', `/orders/consolidation/cancel/${id}`)).statusCode).toBe(409);
    const c = await insertParcel(t, owner, 'at_warehouse');
    expect((await call(owner, 'POST', `/orders/consolidation/add/${id}`, { orderId: c.id })).statusCode).toBe(
      409,
    );
  });
});
