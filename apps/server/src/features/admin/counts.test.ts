// GET /admin/parcels/counts: the overview's numbers in one request (issue 5 console overview).
// Live parcels only: not deleted, checkout completed or created by the warehouse; every state present.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_STATES, type ShipmentState } from '@posylka/domain';
import type { AdminParcelCounts } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { orders } from '../../db/schema/index.js';
import { SANDBOX_ENV, paidBuyout } from './buyout/test-helpers.js';
import { caller, customer, declaredParcel, newTrack, staff, type Who } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let owner: Who;

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  call = caller(t);
  operator = await staff(t, 'operator');
  owner = await customer(t, 'counts-owner');
});
afterAll(() => t.close());

async function counts(who: Who | null = operator) {
  const res = await call(who, 'GET', '/admin/parcels/counts');
  return { status: res.statusCode, body: res.json() as AdminParcelCounts };
}

async function parcelIn(state: ShipmentState, extra: Partial<typeof orders.$inferInsert> = {}) {
  const { id } = await declaredParcel(t, owner.id);
  await t.db
    .update(orders)
    .set({ shipmentState: state, ...extra })
    .where(eq(orders.id, id));
  return id;
}

describe('GET /admin/parcels/counts', () => {
  it('answers every state of the domain, 0 where there is none', async () => {
    const { status, body } = await counts();
    expect(status).toBe(200);
    expect(Object.keys(body.states).sort()).toEqual([...SHIPMENT_STATES].sort());
    for (const state of SHIPMENT_STATES) expect(body.states[state]).toBeGreaterThanOrEqual(0);
  });

  it('counts live parcels per state; deleted parcels and drafts are not counted', async () => {
    const before = (await counts()).body.states;
    await parcelIn('declared');
    await parcelIn('at_warehouse');
    await parcelIn('at_warehouse');
    await parcelIn('customs');
    // Not counted: deleted, and a draft whose checkout never completed.
    await parcelIn('at_warehouse', { deletedAt: new Date() });
    await parcelIn('declared', { isCheckoutCompleted: false, checkoutState: 'draft' });
    // Counted: the warehouse opened it for a parcel nobody declared (no checkout).
    await t.db.insert(orders).values({
      userId: owner.id,
      countryCode: 'US',
      trackNo: newTrack(),
      isCreatedByWarehouse: true,
      shipmentState: 'unregistered',
    });

    const after = (await counts()).body.states;
    const delta = Object.fromEntries(SHIPMENT_STATES.map((s) => [s, after[s] - before[s]]));
    expect(delta).toEqual({
      ...Object.fromEntries(SHIPMENT_STATES.map((s) => [s, 0])),
      declared: 1,
      at_warehouse: 2,
      customs: 1,
      unregistered: 1,
    });
  });

  it('tells the size of the buy-out queue and how many are past the 72 hours', async () => {
    const before = (await counts()).body.buyouts;
    await paidBuyout(t, owner, { paidHoursAgo: 80 });
    await paidBuyout(t, owner, { paidHoursAgo: 2 });
    const { body } = await counts();
    expect(body.buyouts).toEqual({
      open: before.open + 2,
      overdue: before.overdue + 1,
      overdueMore: false,
    });
  });

  it('is for operators and admins: 401 anonymous, 403 a customer', async () => {
    expect((await counts(null)).status).toBe(401);
    expect((await counts(owner)).status).toBe(403);
  });
});
