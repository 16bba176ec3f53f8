// Issue 16 reminders, computed from the parcel's own dates (decision 006: no row per parcel): 3 days
// and 1 day before the storage timer moves it (disposal, auto-dispatch, the end of a pause), and every
// 3 days while it waits for documents. Pure: the job asks "what is due now" on every run and the
// idempotency key keeps a reminder to one message however often it asks.
import { kyivDayOf } from '../ledger/kyiv-day.js';
import { STORAGE_TIMERS, pendingTimer, type TimerFacts } from '../lifecycle/timers.js';
import type { ShipmentState } from '../lifecycle/states.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type StorageReminderKind = 'disposal' | 'dispatch' | 'release';

/**
 * The states whose timer the customer can still act on, and what the timer does. A delayed parcel is
 * the warehouse's own hold (nothing for the customer to do) and a held one gets the documents reminder.
 */
const STORAGE_KINDS: Partial<Record<ShipmentState, StorageReminderKind>> = {
  unregistered: 'disposal',
  restricted: 'disposal',
  paused: 'release',
  at_warehouse: 'dispatch',
  consolidated: 'dispatch',
};

/** Days before the deadline a reminder goes: "3 days left", then "1 day left". */
export const STORAGE_REMINDER_DAYS = [3, 1] as const;
/** A held parcel's reminder repeats every this many days. */
export const DOCUMENTS_REMINDER_EVERY_DAYS = 3;

export type DueReminder =
  | {
      event: 'reminder.storage';
      kind: StorageReminderKind;
      deadline: Date;
      /** The deadline's Kyiv calendar day, YYYY-MM-DD (what the message names). */
      date: string;
      days: (typeof STORAGE_REMINDER_DAYS)[number];
    }
  | {
      event: 'reminder.documents';
      /** The n-th full 3-day period since the hold (1 = three days held). */
      period: number;
    };

export type ReminderFacts = TimerFacts & {
  /** The customer asked the parcel to leave now: it goes with the next tick, nothing to remind. */
  dispatchRequested?: boolean;
};

/**
 * The reminder due at `now`, if any. A storage reminder says how many days are left, rounded up:
 * "3 days" while more than 2 and at most 3 days remain, "1 day" during the last 24 hours, none
 * between (the 3-day one already went) and none once the deadline has come. A parcel that entered its
 * state with less than 3 days left (released from a pause late in its 14 days) gets only what is true.
 */
export function dueReminder(facts: ReminderFacts, now: Date): DueReminder | null {
  if (facts.state === 'held') {
    const period = Math.floor(
      (now.getTime() - facts.stateSince.getTime()) / (DOCUMENTS_REMINDER_EVERY_DAYS * DAY_MS),
    );
    return period >= 1 ? { event: 'reminder.documents', period } : null;
  }
  const kind = STORAGE_KINDS[facts.state];
  if (!kind || (kind === 'dispatch' && facts.dispatchRequested)) return null;
  const timer = pendingTimer(facts);
  if (!timer) return null;
  const left = timer.dueAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const days = Math.ceil(left / DAY_MS);
  if (days !== 3 && days !== 1) return null;
  return { event: 'reminder.storage', kind, deadline: timer.dueAt, date: kyivDayOf(timer.dueAt), days };
}

/** How long a state's timer runs, in days (the window the job reads a state's parcels in). */
export function storageTermDays(state: ShipmentState): number | null {
  switch (STORAGE_KINDS[state]) {
    case 'disposal':
      return state === 'restricted'
        ? STORAGE_TIMERS.restrictedDisposeDays
        : STORAGE_TIMERS.unregisteredDisposeDays;
    case 'release':
      return STORAGE_TIMERS.pauseReleaseDays;
    case 'dispatch':
      return STORAGE_TIMERS.autoDispatchDays;
    default:
      return null;
  }
}

/** The states the reminders job reads: those with a storage reminder, and the held ones. */
export const REMINDER_STATES = [...(Object.keys(STORAGE_KINDS) as ShipmentState[]), 'held'] as const;
