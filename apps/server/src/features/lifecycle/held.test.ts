// Issue 13 "the warehouse holds what cannot leave": the operator's dispatch, the 14-day timer and
// "send now" ask the parcel rules; a parcel that reaches the shelf with a rule broken is held with its
// reasons and comes off hold once the customer puts them right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { orderFiles, userAddresses } from '../../db/schema/index.js';
import { applyShipmentEvent } from './apply.js';
import { runShipmentTimers } from './timers.js';
import {
  caller,
  clock,
  depsOf,
  insertParcel,
  newPerson,
  orderRow,
  timelineOf,
  type Person,
} from './test-helpers.js';

let t: TestApp;
let customer: Person;
let operator: Person;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await newPerson(t, 'held-customer');
  operator = await newPerson(t, 'held-operator', 'operator');
  call = caller(t);
});
afterAll(() => t.close());

const op = () => ({ kind: 'operator' as const, userId: operator.id });
const DAY = 86_400_000;

describe('a parcel that may not leave is held, never sent', () => {
  it("the operator's dispatch of a parcel whose declaration is only a track number: refused with the rules it breaks, and the parcel is held", async () => {
    const bare = await insertParcel(
      t,
      customer,
      'at_warehouse',
      { trackNo: `HB${Date.now()}`, receivedTrackNumber: true, isCheckoutCompleted: false },
      { bare: true },
    );
    const result = await applyShipmentEvent(depsOf(t), { orderId: bare.id, event: 'dispatch', actor: op() });
    expect(result).toMatchObject({ ok: false, reason: 'departure_blocked' });
    const properties = (result.ok ? [] : (result.violations ?? [])).map((v) => v.property);
    expect(properties).toEqual(['declaration', 'items', 'consigneeAddress', 'phoneNumber']);
    const row = await orderRow(t, bare.id);
    expect(row.shipmentState).toBe('held');
    expect((row.holdReasons as { property: string }[]).map((r) => r.property)).toEqual(properties);
  });

  it('the 14-day auto-dispatch holds an over-limit parcel with no documents instead of sending it', async () => {
    const time = clock('2026-06-01T10:00:00Z');
    const parcel = await insertParcel(t, customer, 'at_warehouse', {
      isOverLimit: true,
      taxAgreement: true,
      receivedAt: new Date('2026-06-01T10:00:00Z'),
    });
    time.advance(15 * DAY);
    await runShipmentTimers(depsOf(t, time.now));
    const row = await orderRow(t, parcel.id);
    expect(row.shipmentState).toBe('held');
    expect((row.holdReasons as { property: string }[]).map((r) => r.property)).toEqual([
      'invoices',
      'passport',
    ]);
  });

  it('SPEC §9 locker "up to 20 kg, 40x60x30 cm": a 25 kg, 70x50x40 cm locker parcel is held on receipt; a department clears it', async () => {
    const parcel = await insertParcel(t, customer, 'declared');
    await t.db
      .update(userAddresses)
      .set({ type: 'box' })
      .where(eq(userAddresses.id, parcel.consigneeAddressId!));
    const received = await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'receive',
      actor: op(),
      data: { weightKg: '25', lengthCm: '70', widthCm: '50', heightCm: '40' },
    });
    expect(received).toMatchObject({ ok: true, from: 'declared', to: 'held' });
    const held = await orderRow(t, parcel.id);
    expect((held.holdReasons as { code: string }[]).map((r) => r.code)).toEqual([
      'parcel.lockerWeight',
      'parcel.lockerSize',
    ]);
    // The page shows the reasons in the customer's words and the way to fix them.
    const page = await call(customer, 'GET', `/orders/${parcel.id}`);
    expect(page.json().shipment).toMatchObject({
      state: 'held',
      holdActions: ['address'],
      holdReasons: [
        {
          property: 'consigneeAddress',
          message: 'A parcel over 20 kg does not fit a parcel locker: choose a branch',
        },
        {
          property: 'consigneeAddress',
          message: 'A parcel larger than 40×60×30 cm does not fit a parcel locker: choose a branch',
        },
      ],
      storageUntil: expect.any(String),
    });
    // Neither the operator nor the timer can send it.
    const tried = await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'dispatch', actor: op() });
    expect(tried).toMatchObject({ ok: false, reason: 'not_allowed_from_state' });
    // The customer chooses a department: the parcel is back on the shelf.
    await t.db
      .update(userAddresses)
      .set({ type: 'department' })
      .where(eq(userAddresses.id, parcel.consigneeAddressId!));
    await runShipmentTimers(depsOf(t));
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('at_warehouse');
    expect((await orderRow(t, parcel.id)).holdReasons).toEqual([]);
    const events = (await timelineOf(t, parcel.id)).map((e) => e.event);
    expect(events).toEqual(['receive', 'hold', 'clear_hold']);
  });

  it('SPEC §4 Poland "export documents above 1000 EUR ... before status received at warehouse, otherwise the shipment is held"', async () => {
    const parcel = await insertParcel(t, customer, 'declared', {
      countryCode: 'PL',
      itemsTotalAmount: '1500.00',
      itemsTotalCurrency: 'EUR',
      itemsTotalEur: '1500.00',
      itemsTotalUah: '66000.00',
      isOverLimit: false,
    });
    const received = await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'receive',
      actor: op(),
    });
    expect(received).toMatchObject({ ok: true, to: 'held' });
    expect((await orderRow(t, parcel.id)).holdReasons).toEqual([
      {
        property: 'exportDocuments',
        code: 'parcel.exportDocuments',
        params: { kinds: 'statement, powers, power_attorney', count: 3 },
      },
    ]);
    for (const type of ['statement', 'powers', 'power_attorney'])
      await t.db.insert(orderFiles).values({
        orderId: parcel.id,
        userId: customer.id,
        type,
        originalFilename: `${type}.pdf`,
        storageKey: `test/${parcel.id}/${type}.pdf`,
        size: 100,
        mimeType: 'application/pdf',
      });
    await runShipmentTimers(depsOf(t));
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('at_warehouse');
  });

  it("declare_manually (service 40) replaces the customer's goods; without goods it is refused", async () => {
    const parcel = await insertParcel(t, customer, 'unregistered', {
      isCreatedByWarehouse: true,
      isCheckoutCompleted: false,
    });
    const noGoods = await call(operator, 'POST', `/admin/parcels/${parcel.id}/events`, {
      event: 'declare_manually',
    });
    expect(noGoods.statusCode).toBe(422);
    const res = await call(operator, 'POST', `/admin/parcels/${parcel.id}/events`, {
      event: 'declare_manually',
      items: [
        { categoryId: 1, name: 'Wool sweater', quantity: 1, unitPrice: { amount: '55.00', currency: 'USD' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = (await call(customer, 'GET', `/orders/${parcel.id}`)).json();
    expect(order.items.map((item: { name: string }) => item.name)).toEqual(['Wool sweater']);
    expect(order.shipment.state).toBe('at_warehouse');
  });
});

describe('POST /api/orders/{id}/send-now (SPEC §4 "or earlier by choice")', () => {
  it('asks, is refused with the rules a parcel breaks, and a ready parcel leaves with the next timer run', async () => {
    const ready = await insertParcel(t, customer, 'at_warehouse', { receivedAt: new Date() });
    const asked = await call(customer, 'POST', `/orders/${ready.id}/send-now`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      state: 'at_warehouse',
      canSendNow: false,
      dispatchRequestedAt: expect.any(String),
    });
    await runShipmentTimers(depsOf(t));
    expect((await orderRow(t, ready.id)).shipmentState).toBe('dispatched');

    const declared = await insertParcel(t, customer, 'declared');
    expect((await call(customer, 'POST', `/orders/${declared.id}/send-now`)).statusCode).toBe(409);
    const other = await newPerson(t, 'held-other');
    expect((await call(other, 'POST', `/orders/${ready.id}/send-now`)).statusCode).toBe(404);
  });
});
