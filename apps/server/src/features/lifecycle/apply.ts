// applyShipmentEvent: the one way a parcel changes state (customer routes, the operator console, the
// storage timers). The domain decides whether the move is allowed; here it is done atomically and
// only from the state that was read, so it is idempotent and safe with several app instances.
import { isShipmentState, planTransition, type ParcelViolation, type ShipmentState } from '@posylka/domain';
import { applyEffects, type Effects } from './effects.js';
import { columnsFor, waybillOf } from './columns.js';
import { departureBlockers } from './departure.js';
import { moveOrder } from './move.js';
import { publishMoves, recordBonusAlert, recordMoveNotifications } from './notify.js';
import { findLiveOrder, loadRates } from './repository.js';
import type {
  ApplyRefusalReason,
  ApplyShipmentEventInput,
  ApplyShipmentEventResult,
  LifecycleDeps,
} from './types.js';

/** Thrown inside the transaction to roll it back when the conditional UPDATE found the state moved. */
class StateChanged extends Error {}

const refuse = (reason: ApplyRefusalReason, violations?: ParcelViolation[]): ApplyShipmentEventResult =>
  violations ? { ok: false, reason, violations } : { ok: false, reason };

/**
 * Applies `event` to the order for `actor`. `receive_unregistered` moves an order the warehouse has
 * just inserted for a customer (is_created_by_warehouse, still in its default state) to unregistered:
 * the parcel's life starts there, so its timeline row has no origin state. In one transaction: the
 * state and the event's columns, the timeline row, the audit row (operators), services 39/40, the
 * receipt bonuses (deliver), the consolidation's other parcels, the alerts and outbox messages (issue
 * 16). After the commit: the realtime nudge and the outbox worker's kick.
 */
export async function applyShipmentEvent(
  deps: LifecycleDeps,
  input: ApplyShipmentEventInput,
): Promise<ApplyShipmentEventResult> {
  const order = await findLiveOrder(deps.db, input.orderId);
  if (!order) return refuse('not_found');
  if (!isShipmentState(order.shipmentState)) return refuse('not_allowed_from_state');
  const from: ShipmentState = order.shipmentState;
  if (input.expectedState && input.expectedState !== from) return refuse('state_changed');

  const now = deps.now();
  const creating = input.event === 'receive_unregistered';
  if (creating && (from !== 'declared' || !order.isCreatedByWarehouse))
    return refuse('not_allowed_from_state');
  const data = { ...(input.data ?? {}) };
  const waybillNumber = waybillOf(data);
  if (waybillNumber !== null) data.waybillNumber = waybillNumber;
  // Issue 13: the parcel rules decide whether it may leave (dispatch) or come off hold (clear_hold).
  const checksDeparture = input.event === 'dispatch' || input.event === 'clear_hold';
  const blockers = checksDeparture ? await departureBlockers(deps.db, order) : undefined;
  const plan = planTransition({
    state: creating ? null : from,
    event: input.event,
    actor: input.actor.kind,
    facts: {
      pausedOnce: order.pausedOnce,
      waybillNumber,
      countryCode: order.countryCode,
      at: now,
      ...(blockers ? { departureBlockers: blockers } : {}),
    },
  });
  if (!plan.ok) {
    // "neither the operator nor the auto-dispatch timer can send it": a parcel on the shelf that may
    // not leave is held with its reasons, so the customer is told what to put right.
    if (plan.reason === 'departure_blocked' && input.event === 'dispatch' && from === 'at_warehouse')
      await applyShipmentEvent(deps, {
        orderId: order.id,
        event: 'hold',
        actor: input.actor,
        data: { reasons: blockers },
        expectedState: 'at_warehouse',
      });
    return refuse(plan.reason, plan.reason === 'departure_blocked' ? blockers : undefined);
  }

  const weighed = creating || input.event === 'receive';
  const rates = weighed && data.weightKg != null ? await loadRates(deps.db) : null;
  const changes = columnsFor({ event: input.event, to: plan.to, order, data, now, rates });
  if (!changes) return refuse('invalid_data');

  let effects: Effects;
  try {
    effects = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as typeof deps.db;
      const move = await moveOrder(db, {
        order,
        from,
        timelineFrom: creating ? null : from,
        to: plan.to,
        event: input.event,
        actor: input.actor,
        changes,
        data,
        now,
      });
      if (!move) throw new StateChanged();
      const done = await applyEffects(db, { before: order, move, actor: input.actor });
      for (const moved of done.moves) await recordMoveNotifications(db, moved);
      if (done.bonus) await recordBonusAlert(db, done.bonus, order.id);
      return done;
    });
  } catch (error) {
    if (error instanceof StateChanged) return refuse('state_changed');
    throw error;
  }

  await publishMoves(deps, effects.moves);
  deps.log.info(
    { orderId: order.id, event: input.event, from, to: plan.to, actor: input.actor.kind },
    'shipment state changed',
  );
  const moved = { ok: true as const, order: effects.moves[0]!.order, from, to: plan.to };
  const settled = input.event === 'receive' ? await pauseOnArrivalIfChosen(deps, moved) : moved;
  if (input.event === 'clear_hold' || !settled.ok) return settled;
  // The other parcels the move took along (a cancelled consolidation sends them all back to the
  // shelf) answer to the same rules as the one asked for.
  for (const other of effects.moves.slice(1))
    await holdIfBlocked(
      deps,
      { ok: true, order: other.order, from: other.from ?? from, to: other.to },
      input.actor,
    );
  return holdIfBlocked(deps, settled, input.actor);
}

/**
 * Issue 13 "the warehouse holds what cannot leave": a parcel that has just reached the shelf
 * (received, registered, declared by the warehouse, released, unblocked...) with a rule for leaving
 * broken is held at once with its reasons, by whoever's move brought it there.
 */
async function holdIfBlocked(
  deps: LifecycleDeps,
  result: Extract<ApplyShipmentEventResult, { ok: true }>,
  actor: ApplyShipmentEventInput['actor'],
): Promise<ApplyShipmentEventResult> {
  if (result.to !== 'at_warehouse') return result;
  const reasons = await departureBlockers(deps.db, result.order);
  if (reasons.length === 0) return result;
  const held = await applyShipmentEvent(deps, {
    orderId: result.order.id,
    event: 'hold',
    actor,
    data: { reasons },
    expectedState: 'at_warehouse',
  });
  return held.ok ? { ...held, from: result.from } : result;
}

/**
 * SPEC §3 results form "isBlocked (pause order; unset, blocked or not blocked)": a customer who chose
 * to pause the order at declaration has it paused as soon as the warehouse receives it. It is their
 * own one pause (pausedOnce), made on their behalf, so it is the customer's move on the timeline.
 */
async function pauseOnArrivalIfChosen(
  deps: LifecycleDeps,
  received: Extract<ApplyShipmentEventResult, { ok: true }>,
): Promise<ApplyShipmentEventResult> {
  const order = received.order;
  if (order.pauseChoice !== true || order.pausedOnce) return received;
  const paused = await applyShipmentEvent(deps, {
    orderId: order.id,
    event: 'pause',
    actor: { kind: 'customer', userId: order.userId },
    data: { reason: 'declared_pause_choice' },
    expectedState: received.to,
  });
  return paused.ok ? { ...paused, from: received.from } : received;
}
