// applyShipmentEvent against the test database: the move, its columns, timeline, audit, services,
// bonuses, consolidation, the refusals, and the notifications after the commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consolidations, loyaltyTransactions } from '../../db/schema/index.js';
import { applyShipmentEvent } from './apply.js';
import {
  alertsOf,
  auditOf,
  clock,
  depsOf,
  insertParcel,
  listen,
  newPerson,
  orderRow,
  statusMailsOf,
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
const timer = { kind: 'timer' as const, userId: null };

describe('applyShipmentEvent: receiving and measuring', () => {
  it('receive: declared -> at_warehouse with weight, dimensions, receipt time and the US tariff price', async () => {
    const time = clock('2026-05-04T09:00:00Z');
    const parcel = await insertParcel(t, customer, 'declared');
    const result = await applyShipmentEvent(depsOf(t, time.now), {
      orderId: parcel.id,
      event: 'receive',
      actor: op(),
      data: { weightKg: '1.2', lengthCm: 30, widthCm: '20', heightCm: '10.5' },
    });
    expect(result).toMatchObject({ ok: true, from: 'declared', to: 'at_warehouse' });
    const row = await orderRow(t, parcel.id);
    expect(row).toMatchObject({
      shipmentState: 'at_warehouse',
      weightKg: '1.200',
      lengthCm: '30.0',
      widthCm: '20.0',
      heightCm: '10.5',
      // SPEC §1 "7 USD per 0.5 kg": 1.2 kg rounds up to 1.5 kg -> 21 USD.
      deliveryCostAmount: '21.00',
      deliveryCostCurrency: 'USD',
      isBlocked: false,
    });
    expect(row.receivedAt?.toISOString()).toBe('2026-05-04T09:00:00.000Z');
    expect(row.stateChangedAt.toISOString()).toBe('2026-05-04T09:00:00.000Z');
    const [event] = await timelineOf(t, parcel.id);
    expect(event).toMatchObject({
      fromState: 'declared',
      toState: 'at_warehouse',
      event: 'receive',
      actor: 'operator',
      actorUserId: operator.id,
    });
    // Every operator action is audited: who, what, before and after.
    const [audit] = await auditOf(t, parcel.id);
    expect(audit).toMatchObject({ actorUserId: operator.id, action: 'parcel.event.receive' });
    expect(audit!.before).toMatchObject({ shipmentState: 'declared', weightKg: null });
    expect(audit!.after).toMatchObject({ shipmentState: 'at_warehouse', weightKg: '1.200' });
  });

  it('SPEC §3 results form "isBlocked (pause order)": a parcel declared paused is paused on arrival', async () => {
    const parcel = await insertParcel(t, customer, 'declared', { pauseChoice: true });
    const result = await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'receive',
      actor: op(),
      data: { weightKg: '0.5', lengthCm: 10, widthCm: 10, heightCm: 10 },
    });
    expect(result).toMatchObject({ ok: true, from: 'declared', to: 'paused' });
    expect(await orderRow(t, parcel.id)).toMatchObject({ shipmentState: 'paused', pausedOnce: true });
    const steps = (await timelineOf(t, parcel.id)).map((e) => [e.event, e.toState, e.actor]);
    expect(steps).toEqual([
      ['receive', 'at_warehouse', 'operator'],
      ['pause', 'paused', 'customer'],
    ]);
    // "not blocked" (false) and unset (null) arrive at the warehouse as usual.
    for (const pauseChoice of [false, null]) {
      const other = await insertParcel(t, customer, 'declared', { pauseChoice });
      const moved = await applyShipmentEvent(depsOf(t), {
        orderId: other.id,
        event: 'receive',
        actor: op(),
        data: { weightKg: '0.5', lengthCm: 10, widthCm: 10, heightCm: 10 },
      });
      expect(moved).toMatchObject({ ok: true, to: 'at_warehouse' });
    }
  });

  it('refuses malformed measures without moving the parcel', async () => {
    const parcel = await insertParcel(t, customer, 'declared');
    for (const data of [{ weightKg: 'heavy' }, { weightKg: '-1' }, { weightKg: '1', lengthCm: '10' }]) {
      expect(
        await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'receive', actor: op(), data }),
      ).toEqual({ ok: false, reason: 'invalid_data' });
    }
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('declared');
    expect(await timelineOf(t, parcel.id)).toEqual([]);
  });

  it('SPEC §9 "China parcels not accepted 2 to 17 February" (Kyiv time)', async () => {
    const parcel = await insertParcel(t, customer, 'declared', { countryCode: 'CN' });
    // 1 February 22:30 UTC is already 2 February in Kyiv.
    const closed = await applyShipmentEvent(
      depsOf(t, () => new Date('2026-02-01T22:30:00Z')),
      {
        orderId: parcel.id,
        event: 'receive',
        actor: op(),
      },
    );
    expect(closed).toEqual({ ok: false, reason: 'country_not_accepting' });
    const open = await applyShipmentEvent(
      depsOf(t, () => new Date('2026-02-17T22:30:00Z')),
      {
        orderId: parcel.id,
        event: 'receive',
        actor: op(),
      },
    );
    expect(open).toMatchObject({ ok: true, to: 'at_warehouse' });
  });

  it('receive_unregistered charges service 39; declare_manually charges 40; register is the customer’s', async () => {
    const parcel = await insertParcel(t, customer, 'declared', {
      isCreatedByWarehouse: true,
      isCheckoutCompleted: false,
      checkoutState: 'new',
      countryCode: 'DE',
    });
    const received = await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'receive_unregistered',
      actor: op(),
      data: { weightKg: '0.3' },
    });
    expect(received).toMatchObject({ ok: true, to: 'unregistered' });
    const row = await orderRow(t, parcel.id);
    expect(row.additionalServices).toEqual([{ key: 39, cost: { amount: '2', currency: 'EUR' } }]);
    // The parcel's life starts here: its first timeline row has no origin state.
    expect((await timelineOf(t, parcel.id))[0]).toMatchObject({ fromState: null, toState: 'unregistered' });

    expect(
      await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'register', actor: op() }),
    ).toEqual({ ok: false, reason: 'actor_not_allowed' });
    const declared = await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'declare_manually',
      actor: op(),
    });
    expect(declared).toMatchObject({ ok: true, to: 'at_warehouse' });
    expect((await orderRow(t, parcel.id)).additionalServices).toEqual([
      { key: 39, cost: { amount: '2', currency: 'EUR' } },
      { key: 40, cost: { amount: '5', currency: 'EUR' } },
    ]);
  });

  it('receive_unregistered only starts a warehouse-created order', async () => {
    const declared = await insertParcel(t, customer, 'declared');
    expect(
      await applyShipmentEvent(depsOf(t), {
        orderId: declared.id,
        event: 'receive_unregistered',
        actor: op(),
      }),
    ).toEqual({ ok: false, reason: 'not_allowed_from_state' });
  });
});

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

describe('applyShipmentEvent: delivery and bonuses', () => {
  it('hand_to_np needs a Nova Poshta waybill (14 digits, 20 or 59) and stores it without spaces', async () => {
    const parcel = await insertParcel(t, customer, 'arrived');
    for (const waybillNumber of [undefined, '2045001234567', '1045001234567890', 'abc']) {
      expect(
        await applyShipmentEvent(depsOf(t), {
          orderId: parcel.id,
          event: 'hand_to_np',
          actor: op(),
          ...(waybillNumber ? { data: { waybillNumber } } : {}),
        }),
      ).toEqual({ ok: false, reason: 'waybill_required' });
    }
    const ok = await applyShipmentEvent(depsOf(t), {
      orderId: parcel.id,
      event: 'hand_to_np',
      actor: op(),
      data: { waybillNumber: '20 4500 1234 5678' },
    });
    expect(ok).toMatchObject({ ok: true, to: 'handed_to_np' });
    expect((await orderRow(t, parcel.id)).waybillNumber).toBe('20450012345678');
    expect((await timelineOf(t, parcel.id))[0]!.data).toEqual({ waybillNumber: '20450012345678' });
  });

  it('deliver credits "5 currency units per 0.5 kg" once, to the ledger, with an alert', async () => {
    const buyer = await newPerson(t, 'life-bonus');
    const parcel = await insertParcel(t, buyer, 'handed_to_np', {
      weightKg: '1.200',
      deliveryCostAmount: '21.00',
      deliveryCostCurrency: 'USD',
    });
    const time = clock('2026-06-01T12:00:00Z');
    expect(
      await applyShipmentEvent(depsOf(t, time.now), { orderId: parcel.id, event: 'deliver', actor: op() }),
    ).toMatchObject({ ok: true, to: 'received' });
    const ledger = await t.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.userId, buyer.id));
    // 1.2 kg -> 1.5 kg -> 3 x 5 UAH, under the cap of 21 USD in UAH.
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'earn',
        amountUah: '15.00',
        description: 'parcel_received',
        orderRef: `PS-${String(parcel.number).padStart(6, '0')}`,
      }),
    ]);
    expect((await orderRow(t, parcel.id)).bonusesCreditedAt?.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    const keys = (await alertsOf(t, buyer.id)).map((a) => a.messageKey);
    expect(keys).toContain('bonuses_credited');
    // Received is terminal: no second delivery, no second credit.
    expect(
      await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'deliver', actor: op() }),
    ).toEqual({
      ok: false,
      reason: 'not_allowed_from_state',
    });
    expect(
      await t.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.userId, buyer.id)),
    ).toHaveLength(1);
  });

  it('caps the bonuses at the delivery cost at the NBU rate', async () => {
    const buyer = await newPerson(t, 'life-cap');
    // A (discounted) delivery of 0.20 USD: 0.20 x 36.5686 = 7.31 UAH, less than the 15 UAH earned.
    const parcel = await insertParcel(t, buyer, 'handed_to_np', {
      weightKg: '1.200',
      deliveryCostAmount: '0.20',
      deliveryCostCurrency: 'USD',
    });
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'deliver', actor: op() });
    const [entry] = await t.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.userId, buyer.id));
    expect(entry?.amountUah).toBe('7.31');
  });

  it('a parcel never weighed is delivered without bonuses (no guess)', async () => {
    const buyer = await newPerson(t, 'life-noweight');
    const parcel = await insertParcel(t, buyer, 'handed_to_np');
    expect(
      await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'deliver', actor: op() }),
    ).toMatchObject({ ok: true });
    expect(
      await t.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.userId, buyer.id)),
    ).toEqual([]);
    expect((await orderRow(t, parcel.id)).bonusesCreditedAt).toBeNull();
  });
});

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

describe('notifications after the commit (design §5)', () => {
  it('an alert, an e-mail in the customer’s language and a message on orders#{uid}', async () => {
    const owner = await newPerson(t, 'life-notify');
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    const channel = await listen(t, owner.id);
    const time = clock('2026-05-10T08:00:00Z');
    await applyShipmentEvent(depsOf(t, time.now), { orderId: parcel.id, event: 'dispatch', actor: op() });
    await channel.stop();

    const number = `PS-${String(parcel.number).padStart(6, '0')}`;
    const [alert] = await alertsOf(t, owner.id);
    expect(alert).toMatchObject({
      messageKey: 'order-status',
      params: { number, state: 'dispatched' },
      link: `/forwarding/show/${parcel.id}`,
    });
    const worded = await t.app.inject({
      method: 'GET',
      url: '/api/personal/alert-messages',
      headers: { authorization: `Bearer ${owner.token}`, 'x-locale': 'uk' },
    });
    expect(worded.json()[0]).toMatchObject({ title: `Посилка ${number}: Відправлено зі складу` });

    // Registered with locale "en": the e-mail is in English, linking the parcel page under /en.
    const [mail] = await statusMailsOf(t, parcel.id);
    expect(mail).toMatchObject({ to: owner.email, subject: `Parcel ${number}: Dispatched` });
    expect(mail!.meta).toMatchObject({
      kind: 'shipment-status',
      state: 'dispatched',
      link: `http://localhost:3000/en/forwarding/show/${parcel.id}`,
    });
    expect(channel.received).toEqual([
      { orderId: parcel.id, state: 'dispatched', at: '2026-05-10T08:00:00.000Z' },
    ]);
  });

  it('a refused move notifies nobody', async () => {
    const owner = await newPerson(t, 'life-quiet');
    const parcel = await insertParcel(t, owner, 'declared');
    const channel = await listen(t, owner.id);
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'dispatch', actor: op() });
    await channel.stop();
    expect(channel.received).toEqual([]);
    expect(await statusMailsOf(t, parcel.id)).toEqual([]);
    expect((await alertsOf(t, owner.id)).filter((a) => a.messageKey === 'order-status')).toEqual([]);
  });

  it('a failing mail provider does not undo the move', async () => {
    const owner = await newPerson(t, 'life-mailfail');
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    const errors: unknown[] = [];
    const deps = {
      ...depsOf(t),
      mail: { name: 'broken', send: async () => Promise.reject(new Error('smtp down')) },
      log: { info: () => {}, error: (obj: object) => void errors.push(obj) },
    };
    expect(
      await applyShipmentEvent(deps, { orderId: parcel.id, event: 'dispatch', actor: op() }),
    ).toMatchObject({
      ok: true,
    });
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('dispatched');
    expect(errors).toHaveLength(1);
    const alerts = await alertsOf(t, owner.id);
    expect(alerts.filter((a) => a.messageKey === 'order-status')).toHaveLength(1);
  });
});

describe('audit only for operators', () => {
  it('customer and timer moves leave the timeline but no audit row', async () => {
    const parcel = await insertParcel(t, customer, 'at_warehouse');
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'pause', actor: me() });
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'release', actor: timer });
    expect((await timelineOf(t, parcel.id)).map((e) => [e.event, e.actor])).toEqual([
      ['pause', 'customer'],
      ['release', 'timer'],
    ]);
    expect(await auditOf(t, parcel.id)).toEqual([]);
  });
});
