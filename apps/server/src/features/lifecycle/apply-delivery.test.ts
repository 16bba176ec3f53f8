// applyShipmentEvent against the test database, delivery: the Nova Poshta waybill, and the bonuses
// credited once on receipt ("5 currency units per 0.5 kg"), capped at the delivery cost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { loyaltyTransactions } from '../../db/schema/index.js';
import { entriesOfOrder } from '../ledger/index.js';
import { applyShipmentEvent } from './apply.js';
import {
  alertsOf,
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
beforeAll(async () => {
  t = await createTestApp();
  customer = await newPerson(t, 'life-customer');
  operator = await newPerson(t, 'life-operator', 'operator');
});
afterAll(() => t.close());

const op = () => ({ kind: 'operator' as const, userId: operator.id });

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
    // Issue 14: the money ledger has the bonuses earned too, once per parcel.
    expect((await entriesOfOrder(t.db, parcel.id)).map((row) => [row.kind, row.amountUah])).toEqual([
      ['bonus_earned', '15.00'],
    ]);
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
