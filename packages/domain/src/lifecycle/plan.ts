import { isCountryAcceptingParcels, isNovaPoshtaWaybill } from './acceptance.js';
import {
  SHIPMENT_TRANSITIONS,
  transitionOf,
  type LifecycleActor,
  type ShipmentEvent,
  type ShipmentState,
} from './states.js';

export type TransitionRefusal =
  | 'not_allowed_from_state'
  | 'actor_not_allowed'
  | 'pause_used'
  | 'waybill_required'
  | 'country_not_accepting'
  | 'departure_blocked';

export type TransitionResult = { ok: true; to: ShipmentState } | { ok: false; reason: TransitionRefusal };

/** What some rules need to know beyond the state. */
export type TransitionFacts = {
  /** The customer already paused this parcel once (orders.paused_once). */
  pausedOnce?: boolean;
  /** The Nova Poshta waybill given with `hand_to_np`. */
  waybillNumber?: string | null;
  /** The parcel's origin country, for the CN February closure. */
  countryCode?: string;
  /** When the event happens, for the CN February closure. */
  at?: Date;
  /**
   * The parcel's broken rules for leaving the warehouse (parcel-rules `parcelViolations(facts,
   * 'depart')`). `dispatch` needs none; `clear_hold` needs the list, and empty. The server always
   * gives it for both; without it (the console's buttons) dispatch is offered and checked on the move.
   */
  departureBlockers?: readonly unknown[];
};

/**
 * Checks one move without doing it. Checks run in this order: the state (a `null` state means the
 * parcel does not exist yet, which only `receive_unregistered` accepts), the actor, then the rules
 * that need facts. The CN February rule is checked when both `countryCode` and `at` are given: the
 * function is pure and never reads the clock, so the caller passes its `now`.
 */
export function planTransition(input: {
  state: ShipmentState | null;
  event: ShipmentEvent;
  actor: LifecycleActor;
  facts?: TransitionFacts;
}): TransitionResult {
  const row = transitionOf(input.event);
  const facts = input.facts ?? {};
  const fromOk = input.state === null ? row.from.length === 0 : row.from.includes(input.state);
  if (!fromOk) return { ok: false, reason: 'not_allowed_from_state' };
  if (!row.actors.includes(input.actor)) return { ok: false, reason: 'actor_not_allowed' };

  if (input.event === 'pause' && facts.pausedOnce === true) return { ok: false, reason: 'pause_used' };
  if (input.event === 'dispatch' && (facts.departureBlockers?.length ?? 0) > 0)
    return { ok: false, reason: 'departure_blocked' };
  if (
    input.event === 'clear_hold' &&
    (facts.departureBlockers === undefined || facts.departureBlockers.length > 0)
  )
    return { ok: false, reason: 'departure_blocked' };
  if (input.event === 'hand_to_np' && !isNovaPoshtaWaybill(facts.waybillNumber)) {
    return { ok: false, reason: 'waybill_required' };
  }
  if (
    (input.event === 'receive' || input.event === 'receive_unregistered') &&
    facts.countryCode !== undefined &&
    facts.at !== undefined &&
    !isCountryAcceptingParcels(facts.countryCode, facts.at)
  ) {
    return { ok: false, reason: 'country_not_accepting' };
  }
  return { ok: true, to: row.to };
}

/**
 * The events `actor` may trigger on a parcel in `state` (the buttons of the console and the cabinet).
 * `hand_to_np` is listed without a waybill: the number is typed in with that very event, not a fact
 * of the parcel, so refusing it here would hide the only way to give it. Other fact rules apply.
 * `receive_unregistered` never appears: it creates a parcel, it does not move one; nor do `hold` and
 * `clear_hold`, which the parcel rules apply on their own (issue 13), never a button.
 */
export function allowedEvents(
  state: ShipmentState,
  actor: LifecycleActor,
  facts: Omit<TransitionFacts, 'waybillNumber'> = {},
): ShipmentEvent[] {
  return SHIPMENT_TRANSITIONS.filter((row) => {
    if (row.event === 'hold' || row.event === 'clear_hold') return false;
    const result = planTransition({ state, event: row.event, actor, facts });
    return result.ok || (row.event === 'hand_to_np' && result.reason === 'waybill_required');
  }).map((row) => row.event);
}
