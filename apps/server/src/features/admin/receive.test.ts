import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReceiveResult } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, orders } from '../../db/schema/index.js';
import { lifecycleDeps } from '../lifecycle/index.js';
import { RefusedMoveError } from './messages.js';
import { receiveParcel } from './receive.js';
import {
  MEASURED,
  caller,
  customer,
  declaredParcel,
  newTrack,
  staff,
  violations,
  type Who,
} from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let owner: Who & { customerCode: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  operator = await staff(t, 'operator');
  owner = await customer(t, 'receive-owner');
});
afterAll(() => t.close());

const receive = (payload: object, locale = 'en') =>
  call(operator, 'POST', '/admin/parcels/receive', payload, locale);

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('POST /admin/parcels/receive: a declared parcel', () => {
  it('matches the track number in any letter case, weighs, measures and prices it', async () => {
    const parcel = await declaredParcel(t, owner.id);
    const res = await receive({
      trackNo: ` ${parcel.trackNo.toLowerCase()} `,
      ...MEASURED,
      weightKg: '1,25',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminReceiveResult;
    expect(body.outcome).toBe('received');
    expect(body.parcel).toMatchObject({
      id: parcel.id,
      state: 'at_warehouse',
      weightKg: '1.250',
      dimensions: { lengthCm: '30.0', widthCm: '20.0', heightCm: '10.5' },
      customer: { id: owner.id, customerCode: owner.customerCode },
      label: {
        customerCode: owner.customerCode,
        trackNo: parcel.trackNo,
        countryCode: 'US',
        weightKg: '1.250',
      },
      itemsTotal: { amount: '80.00', currency: 'USD' },
    });
    // US price list: 1.25 kg rounds up to 1.5 kg; the domain decides the amount, here only its shape.
    expect(body.parcel.deliveryCost?.currency).toBe('USD');
    expect(Number(body.parcel.deliveryCost?.amount)).toBeGreaterThan(0);
    expect(body.parcel.timer).toMatchObject({ event: 'dispatch' });
    expect(body.parcel.timeline).toEqual([
      expect.objectContaining({
        event: 'receive',
        fromState: 'declared',
        toState: 'at_warehouse',
        actor: 'operator',
        actorEmail: 'operator@posylka.test',
      }),
    ]);
    expect(body.parcel.allowedEvents).toEqual(expect.arrayContaining(['delay', 'restrict', 'dispatch']));
    expect(body.parcel.allowedEvents).not.toContain('receive');
    const row = await orderRow(parcel.id);
    expect(row.receivedAt).not.toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, parcel.id), eq(auditLog.action, 'parcel.event.receive')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: operator.id, entityType: 'order' });
    expect(audit[0]!.before).toMatchObject({ shipmentState: 'declared', weightKg: null });
    expect(audit[0]!.after).toMatchObject({ shipmentState: 'at_warehouse', weightKg: '1.250' });
  });

  it('refuses a second scan of the same parcel with 409 naming its number and status', async () => {
    const parcel = await declaredParcel(t, owner.id);
    expect((await receive({ trackNo: parcel.trackNo, ...MEASURED })).statusCode).toBe(200);
    const again = await receive({ trackNo: parcel.trackNo, ...MEASURED });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { errorDescription: string }).errorDescription).toMatch(
      /^Parcel PS-\d{6} with this track number has already been received \(status: .+\)$/,
    );
  });
});

describe('POST /admin/parcels/receive: a parcel nobody declared', () => {
  it('404 with the track number when there is no declaration and no customer code', async () => {
    const trackNo = newTrack();
    const res = await receive({ trackNo, ...MEASURED });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errorDescription: `No declared parcel has the track number ${trackNo}. Enter the customer code from the label to receive it as unregistered.`,
    });
  });

  it("creates the customer's unregistered parcel from the label's code, charging service 39", async () => {
    const trackNo = newTrack();
    const res = await receive({
      trackNo,
      customerCode: owner.customerCode.toLowerCase(),
      countryCode: 'de',
      ...MEASURED,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as AdminReceiveResult;
    expect(body.outcome).toBe('unregistered');
    expect(body.parcel).toMatchObject({
      state: 'unregistered',
      isCreatedByWarehouse: true,
      isCheckoutCompleted: false,
      trackNo,
      countryCode: 'DE',
      customer: { id: owner.id },
      weightKg: '1.250',
      // SPEC §9 "Additional service 39 (unregistered handling)": 2 units of the warehouse currency.
      additionalServices: [{ key: 39, cost: { amount: '2', currency: 'EUR' } }],
      timer: { event: 'dispose' },
    });
    expect(body.parcel.timeline).toEqual([
      expect.objectContaining({ event: 'receive_unregistered', fromState: null, toState: 'unregistered' }),
    ]);
    expect(body.parcel.allowedEvents).toEqual(expect.arrayContaining(['declare_manually', 'restrict']));
  });

  it('422 on customerCode for an unknown code and on countryCode when the country is missing', async () => {
    const res = await receive({ trackNo: newTrack(), customerCode: 'UA000000', ...MEASURED });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({
      customerCode: 'No customer has the code UA000000',
      countryCode: 'This field is required',
    });
    const missingCountry = await receive({
      trackNo: newTrack(),
      customerCode: owner.customerCode,
      ...MEASURED,
    });
    expect(violations(missingCountry)).toEqual({ countryCode: 'This field is required' });
  });
});

describe('POST /admin/parcels/receive: weight 0.01-300 kg and sides 1-300 cm', () => {
  it.each([
    [{ weightKg: '0' }, 'weightKg', 'The value must be at least 0.01'],
    [{ weightKg: '300.001' }, 'weightKg', 'The value must be at most 300'],
    [{ weightKg: 'heavy' }, 'weightKg', 'Enter a number'],
    [{ weightKg: '' }, 'weightKg', 'This field is required'],
    [{ lengthCm: '0.5' }, 'lengthCm', 'The value must be at least 1'],
    [{ widthCm: 301 }, 'widthCm', 'The value must be at most 300'],
    [{ heightCm: undefined }, 'heightCm', 'This field is required'],
  ])('%o -> 422 on %s', async (change, property, message) => {
    const res = await receive({ trackNo: newTrack(), ...MEASURED, ...change });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ [property]: message });
  });

  it('answers in Ukrainian for the console in uk', async () => {
    const res = await receive({ trackNo: '', ...MEASURED, weightKg: '0' }, 'uk');
    expect(violations(res)).toEqual({
      trackNo: "Обов'язкове поле",
      // Ukrainian writes the decimal comma.
      weightKg: 'Значення має бути не менше 0,01',
    });
  });

  it('accepts the bounds themselves: 0.01 kg and 300 kg, 1 cm and 300 cm', async () => {
    for (const measured of [
      { weightKg: 0.01, lengthCm: 1, widthCm: 1, heightCm: 1 },
      { weightKg: 300, lengthCm: 300, widthCm: 300, heightCm: 300 },
    ]) {
      const parcel = await declaredParcel(t, owner.id);
      const res = await receive({ trackNo: parcel.trackNo, ...measured });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('receiving from China: SPEC §9 "China parcels not accepted 2 to 17 February"', () => {
  // 10 February 12:00 in Kyiv; 18 February 00:30 in Kyiv is already open again.
  const closed = new Date('2027-02-10T10:00:00Z');
  const reopened = new Date('2027-02-17T22:30:00Z');

  it('refuses a declared CN parcel and leaves it declared; receives it on 18 February', async () => {
    const parcel = await declaredParcel(t, owner.id, { countryCode: 'CN' });
    const input = { trackNo: parcel.trackNo, ...MEASURED_OUT };
    const refused = receiveParcel(
      lifecycleDeps(t.app, () => closed),
      input,
      operator.id,
      'en',
    );
    await expect(refused).rejects.toBeInstanceOf(RefusedMoveError);
    await expect(refused).rejects.toMatchObject({ reason: 'country_not_accepting' });
    expect((await orderRow(parcel.id)).shipmentState).toBe('declared');
    const done = await receiveParcel(
      lifecycleDeps(t.app, () => reopened),
      input,
      operator.id,
      'en',
    );
    expect(done.outcome).toBe('received');
  });

  it('creates no unregistered CN parcel while China is closed', async () => {
    const trackNo = newTrack();
    const input = { trackNo, customerCode: owner.customerCode, countryCode: 'CN', ...MEASURED_OUT };
    await expect(
      receiveParcel(
        lifecycleDeps(t.app, () => closed),
        input,
        operator.id,
        'en',
      ),
    ).rejects.toMatchObject({
      reason: 'country_not_accepting',
    });
    const rows = await t.db.select().from(orders).where(eq(orders.trackNo, trackNo));
    expect(rows).toHaveLength(0);
    expect(new RefusedMoveError('country_not_accepting').describe('en')).toBe(
      'Parcels from China are not accepted from 2 to 17 February',
    );
  });
});

/** The measurements as the route hands them on after validation (canonical decimal strings). */
const MEASURED_OUT = { weightKg: '1.250', lengthCm: '30.0', widthCm: '20.0', heightCm: '10.5' };
