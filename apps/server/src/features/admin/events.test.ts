import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDispatchResult, AdminParcelDetail } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { MEASURED, caller, customer, declaredParcel, staff, violations, type Who } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let owner: Who;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  operator = await staff(t, 'operator');
  owner = await customer(t, 'events-owner');
});
afterAll(() => t.close());

/** A parcel of `owner`, received at the warehouse. */
async function atWarehouse(): Promise<string> {
  const parcel = await declaredParcel(t, owner.id);
  const res = await call(operator, 'POST', '/admin/parcels/receive', {
    trackNo: parcel.trackNo,
    ...MEASURED,
  });
  expect(res.statusCode).toBe(200);
  return parcel.id;
}

const move = (id: string, payload: object, locale = 'en') =>
  call(operator, 'POST', `/admin/parcels/${id}/events`, payload, locale);

describe('POST /admin/parcels/{id}/events', () => {
  it('walks a parcel from the shelf to the customer; the page offers only the moves allowed now', async () => {
    const id = await atWarehouse();
    const steps: [string, string, object?][] = [
      ['dispatch', 'dispatched'],
      ['depart', 'in_transit'],
      ['clear_customs_start', 'customs'],
      ['arrive', 'arrived'],
      ['hand_to_np', 'handed_to_np', { waybillNumber: '20 4500 1234 5678' }],
      ['deliver', 'received'],
    ];
    for (const [event, state, extra] of steps) {
      const res = await move(id, { event, ...extra });
      expect(res.statusCode, `${event}: ${res.body}`).toBe(200);
      const parcel = res.json() as AdminParcelDetail;
      expect(parcel.state).toBe(state);
      if (state === 'arrived') expect(parcel.allowedEvents).toEqual(['hand_to_np']);
    }
    const done = (await call(operator, 'GET', `/admin/parcels/${id}`)).json() as AdminParcelDetail;
    expect(done.waybillNumber).toBe('20450012345678');
    expect(done.allowedEvents).toEqual([]);
    expect(done.timer).toBeNull();
    expect(done.timeline.map((step) => step.event)).toEqual([
      'receive',
      'dispatch',
      'depart',
      'clear_customs_start',
      'arrive',
      'hand_to_np',
      'deliver',
    ]);
    // Every operator move is audited with who, before and after (newest first on the page).
    expect(done.audit.map((entry) => entry.action)).toEqual([
      'parcel.event.deliver',
      'parcel.event.hand_to_np',
      'parcel.event.arrive',
      'parcel.event.clear_customs_start',
      'parcel.event.depart',
      'parcel.event.dispatch',
      'parcel.event.receive',
    ]);
    expect(done.audit[0]).toMatchObject({
      actor: { id: operator.id, email: 'operator@posylka.test' },
      before: { shipmentState: 'handed_to_np' },
      after: { shipmentState: 'received' },
    });
  });

  it('hand_to_np needs the Nova Poshta waybill: 14 digits starting with 20 or 59 (409 otherwise)', async () => {
    const id = await atWarehouse();
    for (const event of ['dispatch', 'depart', 'clear_customs_start', 'arrive']) {
      expect((await move(id, { event })).statusCode).toBe(200);
    }
    for (const payload of [{}, { waybillNumber: '1234567890' }, { waybillNumber: '30450012345678' }]) {
      const res = await move(id, { event: 'hand_to_np', ...payload });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errorDescription: 'Enter the Nova Poshta waybill number: 14 digits starting with 20 or 59',
      });
    }
    const uk = await move(id, { event: 'hand_to_np' }, 'uk');
    expect((uk.json() as { errorDescription: string }).errorDescription).toMatch(
      /^Вкажіть номер експрес-накладної/,
    );
    expect((await move(id, { event: 'hand_to_np', waybillNumber: '59000000000001' })).statusCode).toBe(200);
  });

  it('restrict keeps the note the customer reads; clear_restriction removes it', async () => {
    const id = await atWarehouse();
    const note = 'Lithium batteries inside: not allowed by air';
    const restricted = (await move(id, { event: 'restrict', note })).json() as AdminParcelDetail;
    expect(restricted).toMatchObject({
      state: 'restricted',
      restrictedNote: note,
      timer: { event: 'dispose' },
    });
    expect(restricted.timeline.at(-1)).toMatchObject({ event: 'restrict', data: { note } });
    const cleared = (await move(id, { event: 'clear_restriction' })).json() as AdminParcelDetail;
    expect(cleared).toMatchObject({ state: 'at_warehouse', restrictedNote: null });
  });

  it('409 with the domain text for a move not allowed from the state', async () => {
    const id = await atWarehouse();
    const res = await move(id, { event: 'arrive' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorDescription: 'This action is not possible for the parcel in its current status',
    });
  });

  it('422 for an event that is not an operator move (receiving has its own form, pause is the customer’s)', async () => {
    const id = await atWarehouse();
    for (const event of ['receive', 'pause', 'dispose', 'fly']) {
      const res = await move(id, { event });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(violations(res))).toEqual(['event']);
    }
  });

  it('404 for an unknown or malformed parcel id', async () => {
    expect((await move(randomUUID(), { event: 'delay' })).statusCode).toBe(404);
    const res = await call(operator, 'GET', '/admin/parcels/not-a-uuid');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorDescription: 'Parcel not found' });
  });
});

describe('POST /admin/parcels/dispatch: a batch, each parcel answering for itself', () => {
  it('dispatches what it can and says why the others stayed, in request order', async () => {
    const first = await atWarehouse();
    const second = await atWarehouse();
    const notArrived = (await declaredParcel(t, owner.id)).id;
    const unknown = randomUUID();
    const res = await call(operator, 'POST', '/admin/parcels/dispatch', {
      orderIds: [first, notArrived, unknown, 'garbage', second, first],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminDispatchResult;
    expect(body.results).toEqual([
      { orderId: first, ok: true, number: expect.stringMatching(/^PS-/), state: 'dispatched' },
      {
        orderId: notArrived,
        ok: false,
        errorDescription: 'This action is not possible for the parcel in its current status',
      },
      { orderId: unknown, ok: false, errorDescription: 'Parcel not found' },
      { orderId: 'garbage', ok: false, errorDescription: 'Parcel not found' },
      { orderId: second, ok: true, number: expect.stringMatching(/^PS-/), state: 'dispatched' },
    ]);
    expect(body).toMatchObject({ dispatched: 2, failed: 3 });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, second), eq(auditLog.action, 'parcel.event.dispatch')));
    expect(audited).toHaveLength(1);
  });

  it('422 for an empty batch', async () => {
    const res = await call(operator, 'POST', '/admin/parcels/dispatch', { orderIds: [] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(['orderIds']);
  });
});

describe('GET /admin/parcels: search and filters', () => {
  it('finds by track prefix in any case, customer code, e-mail and order number; filters state and country', async () => {
    const searcher = await customer(t, 'search-owner');
    const parcel = await declaredParcel(t, searcher.id, { countryCode: 'GB' });
    const detail = (await call(operator, 'GET', `/admin/parcels/${parcel.id}`)).json() as AdminParcelDetail;
    const found = async (query: string) => {
      const res = await call(operator, 'GET', `/admin/parcels?${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { id: string }[] }).items.map((item) => item.id);
    };
    expect(await found(`query=${parcel.trackNo.slice(0, 8).toLowerCase()}`)).toContain(parcel.id);
    expect(await found(`query=${detail.customer.customerCode.toLowerCase()}`)).toEqual([parcel.id]);
    expect(await found(`query=${encodeURIComponent(searcher.email.toUpperCase())}`)).toEqual([parcel.id]);
    expect(await found(`query=${detail.number}`)).toEqual([parcel.id]);
    expect(await found(`query=${detail.customer.customerCode}&state=at_warehouse`)).toEqual([]);
    expect(await found(`query=${detail.customer.customerCode}&state=declared&country=gb`)).toEqual([
      parcel.id,
    ]);
    expect(await found(`query=${detail.customer.customerCode}&country=US`)).toEqual([]);
    expect(await found('query=%25')).not.toContain(parcel.id);
    const paged = (await call(operator, 'GET', '/admin/parcels?page=1')).json() as Record<string, unknown>;
    expect(paged).toMatchObject({ page: 1, countPerPage: 25 });
    expect((await call(operator, 'GET', '/admin/parcels?state=lost')).statusCode).toBe(422);
  });
});
