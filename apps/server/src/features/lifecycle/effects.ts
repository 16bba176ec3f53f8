// What a move changes besides the order's own columns, in the same transaction: warehouse services
// charged (SPEC §9 services 39 and 40), receipt bonuses on `deliver` (SPEC §9 "5 currency units per
// 0.5 kg ... capped at the delivery cost"), and the consolidation as a whole (it leaves together and
// falls apart when fewer than two parcels are left in it), and the bonuses the customer chose to use
// taken on `dispatch` (features/lifecycle/charges.ts).
import {
  additionalServiceCharge,
  bonusesOnReceipt,
  CONSOLIDATION_MIN_ORDERS,
  formatOrderNumber,
  servicesChargedBy,
} from '@posylka/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { consolidations, orders, type OrderRow } from '../../db/schema/index.js';
import { recordDeliveryMoney } from '../ledger/index.js';
import { addLoyaltyEntry } from '../loyalty/index.js';
import { deliveryCostOf, recordDeliveryDiscount, spendBonuses } from './charges.js';
import { moveOrder } from './move.js';
import { loadRates } from './repository.js';
import type { BonusCredit, LifecycleActorRef, StateMove } from './types.js';

export type Effects = { moves: StateMove[]; bonus: BonusCredit | null };

/** Charges the services the event costs (each key once per parcel); answers the updated row. */
async function chargeServices(tx: Database, move: StateMove): Promise<StateMove> {
  const keys = servicesChargedBy(move.event).filter(
    (key) => !move.order.additionalServices.some((service) => service.key === key),
  );
  if (keys.length === 0) return move;
  const services = [
    ...move.order.additionalServices,
    ...keys.map((key) => additionalServiceCharge(key, move.order.countryCode)),
  ];
  const [row] = await tx
    .update(orders)
    .set({ additionalServices: services })
    .where(eq(orders.id, move.order.id))
    .returning();
  return { ...move, order: row! };
}

/**
 * Writes the receipt bonuses to the loyalty ledger once (bonuses_credited_at is set in the same
 * statement that claims them). A parcel never weighed or priced earns nothing rather than a guess.
 */
async function creditBonuses(tx: Database, order: OrderRow, now: Date): Promise<BonusCredit | null> {
  if (order.bonusesCreditedAt || !order.weightKg) return null;
  const rates = await loadRates(tx);
  const deliveryCost = deliveryCostOf(order, rates);
  if (!deliveryCost) return null;
  const bonus = bonusesOnReceipt({ weightKg: order.weightKg, deliveryCost, rates });
  if (!(Number(bonus.amount) > 0)) return null;
  const claimed = await tx
    .update(orders)
    .set({ bonusesCreditedAt: now })
    .where(and(eq(orders.id, order.id), isNull(orders.bonusesCreditedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return null;
  const orderRef = formatOrderNumber(order.number);
  await addLoyaltyEntry(tx, {
    userId: order.userId,
    type: 'earn',
    amountUah: bonus.amount,
    reason: 'parcel_received',
    orderRef,
    createdAt: now,
  });
  await recordDeliveryMoney(tx, {
    service: 'forwarding',
    orderId: order.id,
    userId: order.userId,
    kind: 'bonus_earned',
    amountUah: bonus.amount,
    at: now,
  });
  return { userId: order.userId, amountUah: bonus.amount, orderRef };
}

async function consolidatedMembers(tx: Database, consolidationId: string, exceptId: string) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.consolidationId, consolidationId),
        eq(orders.shipmentState, 'consolidated'),
        isNull(orders.deletedAt),
        ne(orders.id, exceptId),
      ),
    );
}

async function setConsolidationStatus(
  tx: Database,
  id: string,
  status: 'canceled' | 'dispatched',
  now: Date,
): Promise<void> {
  await tx.update(consolidations).set({ status, updatedAt: now }).where(eq(consolidations.id, id));
}

/**
 * The consolidation follows its parcels: dispatching one consolidated parcel dispatches the others
 * (they travel as one shipment); a cancellation that leaves fewer than two parcels sends the rest
 * back to the warehouse shelf too, and the request is then canceled.
 */
async function followConsolidation(
  tx: Database,
  before: OrderRow,
  move: StateMove,
  actor: LifecycleActorRef,
): Promise<StateMove[]> {
  const consolidationId = before.consolidationId;
  if (!consolidationId || before.shipmentState !== 'consolidated') return [];
  const siblings = await consolidatedMembers(tx, consolidationId, before.id);
  const moved: StateMove[] = [];
  if (move.event === 'dispatch') {
    for (const sibling of siblings) {
      const done = await moveOrder(tx, {
        order: sibling,
        from: 'consolidated',
        timelineFrom: 'consolidated',
        to: 'dispatched',
        event: 'dispatch',
        actor,
        changes: { isBlocked: false },
        data: { consolidationId, withOrderId: before.id },
        now: move.at,
      });
      if (done) moved.push(done);
    }
    await setConsolidationStatus(tx, consolidationId, 'dispatched', move.at);
  } else if (move.event === 'cancel_consolidation') {
    // The parcels still in it after this one left: two or more keep the consolidation alive.
    if (siblings.length >= CONSOLIDATION_MIN_ORDERS) return [];
    for (const sibling of siblings) {
      const done = await moveOrder(tx, {
        order: sibling,
        from: 'consolidated',
        timelineFrom: 'consolidated',
        to: 'at_warehouse',
        event: 'cancel_consolidation',
        actor,
        changes: { consolidationId: null, isBlocked: false },
        data: { consolidationId },
        now: move.at,
      });
      if (done) moved.push(done);
    }
    await setConsolidationStatus(tx, consolidationId, 'canceled', move.at);
  }
  return moved;
}

export async function applyEffects(
  tx: Database,
  input: { before: OrderRow; move: StateMove; actor: LifecycleActorRef },
): Promise<Effects> {
  const main = await chargeServices(tx, input.move);
  const bonus = main.event === 'deliver' ? await creditBonuses(tx, main.order, main.at) : null;
  const siblings = await followConsolidation(tx, input.before, main, input.actor);
  // The delivery cost is final once the parcel leaves: the bonuses chosen for it are taken now.
  for (const move of [main, ...siblings])
    if (move.event === 'dispatch') {
      await recordDeliveryDiscount(tx, move.order, move.at);
      await spendBonuses(tx, move.order, move.at);
    }
  return { moves: [main, ...siblings], bonus };
}
