// applyShipmentEvent against the test database: the domain's refusals, not_found, the expectedState
// guard and two simultaneous moves, pause once, and the restriction note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { applyShipmentEvent } from './apply.js';
import { depsOf, insertParcel, newPerson, orderRow, timelineOf, type Person } from './test-helpers.js';

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
const timer = { kind: 'timer' as const, userId: null };

describe('applyShipmentEvent: refusals and concurrency', () => {
  it('answers the domain’s refusals and not_found', async () => {
    const parcel = await insertParcel(t, customer, 'at_warehouse');
    expect(
      await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'dispatch', actor: me() }),
    ).toEqual({ ok: false, reason: 'actor_not_allowed' });
    expect(await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'arrive', actor: op() })).toEqual(
      {
        ok: false,
        reason: 'not_allowed_from_state',
      },
    );
    expect(
      await applyShipmentEvent(depsOf(t), {
        orderId: '00000000-0000-4000-8000-000000000000',
        event: 'dispatch',
        actor: op(),
      }),
    ).toEqual({ ok: false, reason: 'not_found' });
    expect(await applyShipmentEvent(depsOf(t), { orderId: 'nope', event: 'dispatch', actor: op() })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('expectedState guards the move; two simultaneous moves: exactly one wins', async () => {
    const parcel = await insertParcel(t, customer, 'at_warehouse');
    expect(
      await applyShipmentEvent(depsOf(t), {
        orderId: parcel.id,
        event: 'dispatch',
        actor: timer,
        expectedState: 'paused',
      }),
    ).toEqual({ ok: false, reason: 'state_changed' });
    const results = await Promise.all([
      applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'dispatch', actor: op() }),
      applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'dispatch', actor: timer }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const loser = results.find((r) => !r.ok);
    expect(loser && !loser.ok && ['state_changed', 'not_allowed_from_state']).toContain(
      loser && !loser.ok ? loser.reason : '',
    );
    expect(await timelineOf(t, parcel.id)).toHaveLength(1);
  });

  it('pause once (SPEC "released once and cannot be paused again"), isBlocked in step', async () => {
    const parcel = await insertParcel(t, customer, 'at_warehouse');
    expect(
      await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'pause', actor: me() }),
    ).toMatchObject({ ok: true, to: 'paused' });
    expect(await orderRow(t, parcel.id)).toMatchObject({ isBlocked: true, pausedOnce: true });
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'release', actor: me() });
    expect(await orderRow(t, parcel.id)).toMatchObject({ isBlocked: false, shipmentState: 'at_warehouse' });
    expect(await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'pause', actor: me() })).toEqual({
      ok: false,
      reason: 'pause_used',
    });
    await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'delay',
      actor: op(),
      data: { note: 'docs' },
    });
    expect(await orderRow(t, parcel.id)).toMatchObject({ isBlocked: true, shipmentState: 'delayed' });
  });

  it('restrict keeps the operator’s note for the customer; clear_restriction removes it', async () => {
    const parcel = await insertParcel(t, customer, 'at_warehouse');
    await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'restrict',
      actor: op(),
      data: { note: '  Power bank (lithium battery)  ' },
    });
    expect((await orderRow(t, parcel.id)).restrictedNote).toBe('Power bank (lithium battery)');
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'clear_restriction', actor: op() });
    expect(await orderRow(t, parcel.id)).toMatchObject({
      restrictedNote: null,
      shipmentState: 'at_warehouse',
    });
  });
});
