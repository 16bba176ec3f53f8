// applyShipmentEvent against the test database: a consolidation's parcels move together (dispatch,
// cancellation), and consolidate needs the consolidation id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consolidations } from '../../db/schema/index.js';
import { applyShipmentEvent } from './apply.js';
import {
  auditOf,
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
beforeAll(async () => {
  t = await createTestApp();
  customer = await newPerson(t, 'life-customer');
  operator = await newPerson(t, 'life-operator', 'operator');
});
afterAll(() => t.close());

const op = () => ({ kind: 'operator' as const, userId: operator.id });
const me = () => ({ kind: 'customer' as const, userId: customer.id });

describe('applyShipmentEvent: the consolidation moves together', () => {
  async function consolidated(n: number) {
    const owner = await newPerson(t, 'life-cons');
    const [row] = await t.db
      .insert(consolidations)
      .values({ userId: owner.id, countryCode: 'US' })
      .returning();
    const parcels = [];
    for (let i = 0; i < n; i += 1)
      parcels.push(await insertParcel(t, owner, 'consolidated', { consolidationId: row!.id }));
    return { owner, consolidation: row!, parcels };
  }
  const statusOf = async (id: string) =>
    (await t.db.select().from(consolidations).where(eq(consolidations.id, id)))[0]!.status;

  it('dispatching one consolidated parcel dispatches the others; the request is dispatched', async () => {
    const { consolidation, parcels } = await consolidated(3);
    const result = await applyShipmentEvent(depsOf(t), {
      orderId: parcels[0]!.id,
      event: 'dispatch',
      actor: op(),
    });
    expect(result).toMatchObject({ ok: true, to: 'dispatched' });
    for (const parcel of parcels) expect((await orderRow(t, parcel.id)).shipmentState).toBe('dispatched');
    expect(await statusOf(consolidation.id)).toBe('dispatched');
    // Each parcel has its own timeline row and audit row.
    expect((await timelineOf(t, parcels[2]!.id))[0]).toMatchObject({
      event: 'dispatch',
      toState: 'dispatched',
    });
    expect(await auditOf(t, parcels[1]!.id)).toHaveLength(1);
  });

  it('a cancellation leaving one parcel sends it back too; three parcels keep two together', async () => {
    const pair = await consolidated(2);
    await applyShipmentEvent(depsOf(t), {
      orderId: pair.parcels[0]!.id,
      event: 'cancel_consolidation',
      actor: op(),
    });
    for (const parcel of pair.parcels)
      expect(await orderRow(t, parcel.id)).toMatchObject({
        shipmentState: 'at_warehouse',
        consolidationId: null,
      });
    expect(await statusOf(pair.consolidation.id)).toBe('canceled');

    const trio = await consolidated(3);
    await applyShipmentEvent(depsOf(t), {
      orderId: trio.parcels[0]!.id,
      event: 'cancel_consolidation',
      actor: op(),
    });
    expect((await orderRow(t, trio.parcels[0]!.id)).shipmentState).toBe('at_warehouse');
    expect((await orderRow(t, trio.parcels[1]!.id)).shipmentState).toBe('consolidated');
    expect(await statusOf(trio.consolidation.id)).toBe('requested');
  });

  it('consolidate needs the consolidation id', async () => {
    const parcel = await insertParcel(t, customer, 'at_warehouse');
    expect(
      await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'consolidate', actor: me() }),
    ).toEqual({ ok: false, reason: 'invalid_data' });
  });
});
