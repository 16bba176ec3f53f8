import { STORAGE_RULES } from '../reference/timings.js';
import type { ShipmentEvent, ShipmentState } from './states.js';

/**
 * SPEC §9 "Storage: unregistered 30 days, disposed day 31; delayed 14 days, released day 15;
 * auto-dispatch after 14 calendar days", and SPEC §4 "paused ... auto-unblocked on day 15",
 * "restricted ... disposed if not sent within 30 days".
 */
export const STORAGE_TIMERS = {
  unregisteredDisposeDays: STORAGE_RULES.unregisteredStorageDays,
  // SPEC §4 gives the paused parcel the same day-15 release as a delayed one.
  pauseReleaseDays: STORAGE_RULES.delayedStorageDays,
  delayedReleaseDays: STORAGE_RULES.delayedStorageDays,
  autoDispatchDays: STORAGE_RULES.autoDispatchAfterDays,
  restrictedDisposeDays: STORAGE_RULES.restrictedDisposedAfterDays,
} as const;

export type TimerFacts = {
  state: ShipmentState;
  /** When the parcel entered `state` (orders.state_changed_at). */
  stateSince: Date;
  /** When the warehouse received it (orders.received_at); null before receipt. */
  receivedAt: Date | null;
};

/**
 * A "day" is a 24-hour period counted from the timestamp (UTC instants, no time zone or daylight
 * saving involved): the parcel is kept for N whole days and the timer fires at start + N x 24 h,
 * which is the first moment of "day N + 1" (30 days kept, disposed on day 31).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const plusDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/**
 * The timer event the state waits for and when it is due; null for states no timer moves.
 * At the warehouse (and consolidated) the parcel leaves 14 days after receipt, however long it
 * spent paused or delayed in between; a parcel with no receipt time counts from `stateSince`.
 */
export function pendingTimer(facts: TimerFacts): { event: ShipmentEvent; dueAt: Date } | null {
  switch (facts.state) {
    case 'unregistered':
      return { event: 'dispose', dueAt: plusDays(facts.stateSince, STORAGE_TIMERS.unregisteredDisposeDays) };
    case 'paused':
      return { event: 'release', dueAt: plusDays(facts.stateSince, STORAGE_TIMERS.pauseReleaseDays) };
    case 'delayed':
      return { event: 'unblock', dueAt: plusDays(facts.stateSince, STORAGE_TIMERS.delayedReleaseDays) };
    case 'restricted':
      return { event: 'dispose', dueAt: plusDays(facts.stateSince, STORAGE_TIMERS.restrictedDisposeDays) };
    case 'at_warehouse':
    case 'consolidated':
      return {
        event: 'dispatch',
        dueAt: plusDays(facts.receivedAt ?? facts.stateSince, STORAGE_TIMERS.autoDispatchDays),
      };
    default:
      return null;
  }
}

/** The timer event to apply at `now`, if its time has come (due exactly at dueAt). */
export function dueTimer(facts: TimerFacts, now: Date): ShipmentEvent | null {
  const pending = pendingTimer(facts);
  return pending && now.getTime() >= pending.dueAt.getTime() ? pending.event : null;
}

/**
 * The customer's storage deadline on the detail page: when the parcel's state timer fires. A held
 * parcel has no timer (it cannot leave until its reasons are gone) but its storage clock runs as for
 * a delayed one (SPEC §4 "delayed or blocked (kept 14 days)").
 */
export function storageDeadline(facts: TimerFacts): Date | null {
  if (facts.state === 'held') return plusDays(facts.stateSince, STORAGE_TIMERS.delayedReleaseDays);
  return pendingTimer(facts)?.dueAt ?? null;
}

/**
 * The earliest `state_changed_at` (or `received_at` for dispatch) that is due at `now`, per state:
 * the timer job selects rows older than this through the (shipment_state, state_changed_at) index.
 */
export function timerCutoff(state: ShipmentState, now: Date): Date | null {
  const pending = pendingTimer({ state, stateSince: now, receivedAt: now });
  if (!pending) return null;
  return new Date(now.getTime() - (pending.dueAt.getTime() - now.getTime()));
}
