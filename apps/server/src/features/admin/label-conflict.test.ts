// Issue 13: the label's customer code wins over the account that declared the track number. The
// parcel goes to the label's customer as unregistered; the declaration stays declared with its track
// number freed (one live order per track number still); the console shows the conflict; audited.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminParcelDetail, AdminReceiveResult } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { alertMessages, auditLog, orders } from '../../db/schema/index.js';
import { MEASURED, caller, customer, declaredParcel, staff, violations, type Who } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let declarer: Who & { customerCode: string };
let labelOwner: Who & { customerCode: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  operator = await staff(t, 'operator');
  declarer = await customer(t, 'conflict-declarer');
  labelOwner = await customer(t, 'conflict-label');
});
afterAll(() => t.close());

const receive = (payload: object) => call(operator, 'POST', '/admin/parcels/receive', payload);
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("POST /admin/parcels/receive: the label carries another customer's code", () => {
  it("label code conflict goes to the label's customer as unregistered and the operator sees the conflict", async () => {
    const declared = await declaredParcel(t, declarer.id);
    const res = await receive({
      trackNo: declared.trackNo,
      customerCode: labelOwner.customerCode.toLowerCase(),
      countryCode: 'US',
      ...MEASURED,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as AdminReceiveResult;
    const conflict = {
      trackNo: declared.trackNo,
      labelCustomerCode: labelOwner.customerCode,
      declaredCustomerCode: declarer.customerCode,
      declaredOrder: { id: declared.id, number: expect.stringMatching(/^PS-\d{6}$/) },
      receivedOrder: { id: body.parcel.id, number: body.parcel.number },
    };
    expect(body.outcome).toBe('unregistered');
    expect(body.parcel).toMatchObject({
      state: 'unregistered',
      trackNo: declared.trackNo,
      customer: { id: labelOwner.id, customerCode: labelOwner.customerCode },
      isCreatedByWarehouse: true,
      weightKg: '1.250',
      warehouse: { id: 'us-de' },
      additionalServices: [{ key: 39, cost: { amount: '2', currency: 'USD' } }],
      labelConflict: { role: 'label', ...conflict },
    });

    // The declaration waits for its own parcel, without the track number it gave up.
    const row = await orderRow(declared.id);
    expect(row).toMatchObject({ shipmentState: 'declared', trackNo: null, receivedAt: null });
    const page = (await call(operator, 'GET', `/admin/parcels/${declared.id}`)).json() as AdminParcelDetail;
    expect(page).toMatchObject({
      state: 'declared',
      trackNo: null,
      warehouse: null,
      labelConflict: { role: 'declared', ...conflict },
    });

    // "Such a track number already exists" still holds: one live order carries it.
    const live = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(sql`upper(${orders.trackNo}) = ${declared.trackNo.toUpperCase()}`, isNull(orders.deletedAt)),
      );
    expect(live).toEqual([{ id: body.parcel.id }]);

    // Audited on both parcels, and the declaring customer is told to check the number.
    for (const id of [declared.id, body.parcel.id]) {
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'parcel.label_conflict')));
      expect(audit, id).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorUserId: operator.id, after: { labelConflict: conflict } });
    }
    const alerts = await t.db.select().from(alertMessages).where(eq(alertMessages.userId, declarer.id));
    expect(alerts.filter((a) => a.messageKey === 'track-conflict')).toEqual([
      expect.objectContaining({
        kind: 'warning',
        params: { number: page.number, trackNo: declared.trackNo },
      }),
    ]);
  });

  it("the declaring customer's own code on the label: an ordinary receipt, no conflict", async () => {
    const declared = await declaredParcel(t, declarer.id);
    const res = await receive({
      trackNo: declared.trackNo,
      customerCode: declarer.customerCode,
      ...MEASURED,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'received',
      parcel: { id: declared.id, labelConflict: null },
    });
  });

  it('an unknown label code on a declared parcel: 422 on customerCode and nothing changes', async () => {
    const declared = await declaredParcel(t, declarer.id);
    const res = await receive({ trackNo: declared.trackNo, customerCode: 'UA000000', ...MEASURED });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ customerCode: 'No customer has the code UA000000' });
    expect(await orderRow(declared.id)).toMatchObject({
      shipmentState: 'declared',
      trackNo: declared.trackNo,
      labelConflict: null,
    });
  });
});
