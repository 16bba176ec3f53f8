// What the parcel costs on its page (promo and bonuses off the delivery, SPEC §9 "Promo: 100 UAH off
// delivery", bonuses "cover international delivery only") and the bonuses taken once when it leaves
// the warehouse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ShipmentCharges } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consolidations, loyaltyTransactions } from '../../db/schema/index.js';
import { entriesOfOrder } from '../ledger/index.js';
import { addLoyaltyEntry } from '../loyalty/index.js';
import { applyShipmentEvent } from './apply.js';
import { caller, depsOf, insertParcel, newPerson, orderRow, type Person } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  operator = await newPerson(t, 'charges-operator', 'operator');
});
afterAll(() => t.close());

const op = () => ({ kind: 'operator' as const, userId: operator.id });

/** 21 USD at the NBU 36.5686 = 767.94 UAH; the 100 UAH promo and the bonuses come off that. */
const WEIGHED = { weightKg: '1.200', deliveryCostAmount: '21.00', deliveryCostCurrency: 'USD' } as const;
const PROMO_100 = { promoCode: 'WELCOME100', promoFormat: 'amount', promoValue: '100.00' } as const;

async function withBalance(name: string, amountUah: string): Promise<Person> {
  const person = await newPerson(t, name);
  await addLoyaltyEntry(t.db, { userId: person.id, type: 'earn', amountUah, reason: 'welcome_gift' });
  return person;
}

async function chargesOf(who: Person, orderId: string): Promise<ShipmentCharges | null> {
  const res = await call(who, 'GET', `/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shipment.charges as ShipmentCharges | null;
}

const spentBy = (userId: string) =>
  t.db
    .select()
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.userId, userId), eq(loyaltyTransactions.type, 'spend')));

const dispatch = (orderId: string) =>
  applyShipmentEvent(depsOf(t), { orderId, event: 'dispatch', actor: op() });

describe('GET /api/orders/{id}: shipment.charges', () => {
  it('nothing to total before the parcel is weighed', async () => {
    const owner = await newPerson(t, 'charges-unweighed');
    const parcel = await insertParcel(t, owner, 'declared');
    expect(await chargesOf(owner, parcel.id)).toBeNull();
  });

  it('the promo comes off the delivery, then the bonuses cover what is left of it, never the fees', async () => {
    const owner = await withBalance('charges-rich', '1000.00');
    const parcel = await insertParcel(t, owner, 'at_warehouse', { ...WEIGHED, ...PROMO_100, discount: true });
    expect(await chargesOf(owner, parcel.id)).toMatchObject({
      deliveryUah: { amount: '767.94', currency: 'UAH' },
      promoDiscount: { amount: '100.00', currency: 'UAH' },
      bonusesUsed: { amount: '667.94', currency: 'UAH' },
      bonusesSpent: false,
      deliveryToPay: { amount: '0.00', currency: 'UAH' },
      // The 2 USD handling fee and the 1 per cent guarantee of the 40 USD goods are still paid.
      totalToPay: { amount: '87.77', currency: 'UAH' },
    });
  });

  it('a churn discount (no code) counts like a promo; without "use bonuses" the balance is left alone', async () => {
    const owner = await withBalance('charges-churn', '500.00');
    const parcel = await insertParcel(t, owner, 'at_warehouse', {
      ...WEIGHED,
      churnAccepted: true,
      promoFormat: 'amount',
      promoValue: '50.00',
    });
    expect(await chargesOf(owner, parcel.id)).toMatchObject({
      promoDiscount: { amount: '50.00' },
      bonusesUsed: { amount: '0.00' },
      deliveryToPay: { amount: '717.94' },
    });
  });
});

describe('dispatch takes the bonuses chosen for the parcel, once', () => {
  it('writes one spend to the ledger; the page then shows what was taken', async () => {
    const owner = await withBalance('charges-dispatch', '300.00');
    const parcel = await insertParcel(t, owner, 'at_warehouse', { ...WEIGHED, ...PROMO_100, discount: true });
    expect(await dispatch(parcel.id)).toMatchObject({ ok: true, to: 'dispatched' });
    const spent = await spentBy(owner.id);
    expect(spent).toEqual([
      expect.objectContaining({
        amountUah: '300.00',
        description: 'delivery_paid',
        orderRef: `PS-${String(parcel.number).padStart(6, '0')}`,
      }),
    ]);
    expect((await orderRow(t, parcel.id)).bonusesSpentUah).toBe('300.00');
    // More bonuses arrive later: the parcel keeps what was really taken.
    await addLoyaltyEntry(t.db, {
      userId: owner.id,
      type: 'earn',
      amountUah: '500.00',
      reason: 'promo_gift',
    });
    expect(await chargesOf(owner, parcel.id)).toMatchObject({
      bonusesUsed: { amount: '300.00' },
      bonusesSpent: true,
      deliveryToPay: { amount: '367.94' },
    });
    // The later moves take nothing more.
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'depart', actor: op() });
    expect(await spentBy(owner.id)).toHaveLength(1);
    // Issue 14: the money ledger has the promo's 100 UAH off and the 300 UAH of bonuses, once.
    expect(
      (await entriesOfOrder(t.db, parcel.id)).map((row) => [row.service, row.kind, row.amountUah, row.note]),
    ).toEqual([
      ['forwarding', 'promo_discount', '100.00', 'WELCOME100'],
      ['forwarding', 'bonus_spent', '300.00', ''],
    ]);
  });

  it('two parcels leaving one after the other share the balance instead of both taking it', async () => {
    const owner = await withBalance('charges-two', '100.00');
    const first = await insertParcel(t, owner, 'at_warehouse', { ...WEIGHED, discount: true });
    const second = await insertParcel(t, owner, 'at_warehouse', { ...WEIGHED, discount: true });
    await Promise.all([dispatch(first.id), dispatch(second.id)]);
    const spent = await spentBy(owner.id);
    expect(spent.map((row) => row.amountUah)).toEqual(['100.00']);
    const settled = [
      (await orderRow(t, first.id)).bonusesSpentUah,
      (await orderRow(t, second.id)).bonusesSpentUah,
    ];
    expect(settled.sort()).toEqual(['0.00', '100.00']);
  });

  it('a parcel without "use bonuses" takes nothing', async () => {
    const owner = await withBalance('charges-none', '100.00');
    const parcel = await insertParcel(t, owner, 'at_warehouse', WEIGHED);
    await dispatch(parcel.id);
    expect(await spentBy(owner.id)).toEqual([]);
    expect((await orderRow(t, parcel.id)).bonusesSpentUah).toBeNull();
  });

  it('consolidated parcels leave together and each takes its share', async () => {
    const owner = await withBalance('charges-cons', '1000.00');
    const [row] = await t.db
      .insert(consolidations)
      .values({ userId: owner.id, countryCode: 'US' })
      .returning();
    const parcels = [];
    for (let i = 0; i < 2; i += 1)
      parcels.push(
        await insertParcel(t, owner, 'consolidated', {
          ...WEIGHED,
          discount: true,
          consolidationId: row!.id,
        }),
      );
    await dispatch(parcels[0]!.id);
    expect((await spentBy(owner.id)).map((r) => r.amountUah).sort()).toEqual(['232.06', '767.94']);
  });
});
