// Issue 13: the warehouse that took a parcel is recorded on receipt and prices it (SPEC §9 "with
// several places the grid is filtered by the selected warehouse id"); the operator may correct it
// while the parcel is still there, and the cost follows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminParcelDetail, AdminReceiveResult } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, orders } from '../../db/schema/index.js';
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
  owner = await customer(t, 'warehouse-owner');
});
afterAll(() => t.close());

// 1.25 kg is billed as 1.5 kg: Delaware 2 x 7 x 1.5 = 21.00 USD, Oregon 2 x 7.5 x 1.5 = 22.50 USD.
const DELAWARE_COST = { amount: '21.00', currency: 'USD' };
const OREGON_COST = { amount: '22.50', currency: 'USD' };

const receive = async (payload: object, locale = 'en') => {
  const res = await call(operator, 'POST', '/admin/parcels/receive', payload, locale);
  return { res, body: res.json() as AdminReceiveResult };
};
const moveTo = (id: string, warehouseId: string, locale = 'en') =>
  call(operator, 'PUT', `/admin/parcels/${id}/warehouse`, { warehouseId }, locale);
const customerView = (who: Who, id: string) => call(who, 'GET', `/orders/${id}`);

async function setDefaultStock(who: Who, id: string) {
  const res = await call(who, 'POST', '/personal/set-default-stock', { id, value: true, countryCode: 'US' });
  expect(res.statusCode, res.body).toBe(200);
}

describe('receiving records the warehouse and prices the parcel on its grid', () => {
  it("Oregon parcel priced with Oregon's grid: the operator picks Oregon, 22.50 USD not Delaware's 21.00", async () => {
    const parcel = await declaredParcel(t, owner.id);
    const { res, body } = await receive({ trackNo: parcel.trackNo, warehouseId: 'us-or', ...MEASURED });
    expect(res.statusCode, res.body).toBe(200);
    expect(body.parcel).toMatchObject({
      warehouse: { id: 'us-or', name: 'Oregon' },
      warehouses: [
        { id: 'us-de', name: 'Delaware' },
        { id: 'us-or', name: 'Oregon' },
      ],
      canChangeWarehouse: true,
      deliveryCost: OREGON_COST,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, parcel.id));
    expect(row!.warehouseId).toBe('us-or');
    // The customer's parcel page names the same warehouse and charges its price.
    const shipment = (await customerView(owner, parcel.id)).json().shipment;
    expect(shipment).toMatchObject({ warehouseId: 'us-or', deliveryCost: OREGON_COST });
    // 22.50 USD at the snapshot's 36.5686 UAH.
    expect(shipment.charges.deliveryUah).toEqual({ amount: '822.79', currency: 'UAH' });
  });

  it("without a pick, the label's address decides: the customer's default warehouse (Oregon)", async () => {
    const chooser = await customer(t, 'warehouse-chooser');
    await setDefaultStock(chooser, 'us-or');
    const parcel = await declaredParcel(t, chooser.id);
    const { body } = await receive({ trackNo: parcel.trackNo, ...MEASURED });
    expect(body.parcel).toMatchObject({ warehouse: { id: 'us-or' }, deliveryCost: OREGON_COST });
  });

  it("without a pick or a chosen default: the country's first warehouse (Delaware)", async () => {
    const parcel = await declaredParcel(t, owner.id);
    const { body } = await receive({ trackNo: parcel.trackNo, ...MEASURED });
    expect(body.parcel).toMatchObject({ warehouse: { id: 'us-de' }, deliveryCost: DELAWARE_COST });
  });

  it("an unregistered parcel gets its warehouse too (Rzeszów's grid: 1.5 kg x 2 x 13 = 39.00 PLN)", async () => {
    const { res, body } = await receive({
      trackNo: newTrack(),
      customerCode: owner.customerCode,
      countryCode: 'PL',
      warehouseId: 'pl-rze',
      ...MEASURED,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(body.parcel).toMatchObject({
      warehouse: { id: 'pl-rze' },
      deliveryCost: { amount: '39.00', currency: 'PLN' },
    });
  });

  it("422 on warehouseId for another country's warehouse, in the console's language", async () => {
    const parcel = await declaredParcel(t, owner.id);
    const { res } = await receive({ trackNo: parcel.trackNo, warehouseId: 'pl-waw', ...MEASURED }, 'uk');
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ warehouseId: 'Це не склад країни США' });
  });
});

describe('PUT /admin/parcels/{id}/warehouse: the operator corrects the warehouse', () => {
  it('operator changes the warehouse and the cost follows; audited with before and after', async () => {
    const parcel = await declaredParcel(t, owner.id);
    await receive({ trackNo: parcel.trackNo, warehouseId: 'us-de', ...MEASURED });
    const res = await moveTo(parcel.id, 'us-or');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as AdminParcelDetail).toMatchObject({
      warehouse: { id: 'us-or' },
      deliveryCost: OREGON_COST,
    });
    expect((await customerView(owner, parcel.id)).json().shipment).toMatchObject({
      warehouseId: 'us-or',
      deliveryCost: OREGON_COST,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, parcel.id), eq(auditLog.action, 'parcel.warehouse')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: operator.id,
      before: { warehouseId: 'us-de', deliveryCost: DELAWARE_COST },
      after: { warehouseId: 'us-or', deliveryCost: OREGON_COST },
    });
    // Back again: the first grid's price returns; the same warehouse twice writes nothing.
    expect((await moveTo(parcel.id, 'us-de')).json()).toMatchObject({ deliveryCost: DELAWARE_COST });
    expect((await moveTo(parcel.id, 'us-de')).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, parcel.id), eq(auditLog.action, 'parcel.warehouse')));
    expect(rows).toHaveLength(2);
  });

  it('409 once the parcel has left the warehouse (the cost is final) and before it arrives', async () => {
    const parcel = await declaredParcel(t, owner.id);
    const before = await moveTo(parcel.id, 'us-or');
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({
      errorDescription: 'The warehouse can be changed only while the parcel is at the warehouse',
    });
    await receive({ trackNo: parcel.trackNo, ...MEASURED });
    // Left the warehouse (written directly: the dispatch rules are not what this test is about).
    await t.db.update(orders).set({ shipmentState: 'dispatched' }).where(eq(orders.id, parcel.id));
    const detail = (await call(operator, 'GET', `/admin/parcels/${parcel.id}`)).json() as AdminParcelDetail;
    expect(detail).toMatchObject({ canChangeWarehouse: false, deliveryCost: DELAWARE_COST });
    expect((await moveTo(parcel.id, 'us-or')).statusCode).toBe(409);
  });

  it('422 for a warehouse of another country; 404 for an unknown parcel; 403 for a customer', async () => {
    const parcel = await declaredParcel(t, owner.id);
    await receive({ trackNo: parcel.trackNo, ...MEASURED });
    const wrong = await moveTo(parcel.id, 'de-fra');
    expect(wrong.statusCode).toBe(422);
    expect(violations(wrong)).toEqual({ warehouseId: 'This is not a warehouse of United States' });
    expect((await moveTo('00000000-0000-4000-8000-000000000000', 'us-or')).statusCode).toBe(404);
    expect((await moveTo('nope', 'us-or')).statusCode).toBe(404);
    const denied = await call(owner, 'PUT', `/admin/parcels/${parcel.id}/warehouse`, {
      warehouseId: 'us-or',
    });
    expect(denied.statusCode).toBe(403);
  });
});
