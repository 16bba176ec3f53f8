import { describe, expect, it } from 'vitest';
import { planTransition } from './plan.js';
import { SHIPMENT_STATES, type ShipmentEvent, type ShipmentState } from './states.js';
import { dueTimer, pendingTimer, STORAGE_TIMERS, storageDeadline, timerCutoff } from './timers.js';

const DAY = 24 * 60 * 60 * 1000;
const since = new Date('2026-03-20T10:00:00.000Z');
const at = (ms: number) => new Date(ms);

describe('SPEC §9 storage terms', () => {
  it('"unregistered 30 days, disposed day 31; delayed 14 days, released day 15; auto-dispatch after 14 calendar days"', () => {
    expect(STORAGE_TIMERS).toEqual({
      unregisteredDisposeDays: 30,
      pauseReleaseDays: 14,
      delayedReleaseDays: 14,
      autoDispatchDays: 14,
      restrictedDisposeDays: 30,
    });
  });
});

// Each state's timer fires exactly `days` x 24 h after the start it counts from, not 1 ms earlier.
const CASES: [ShipmentState, ShipmentEvent, number, 'stateSince' | 'receivedAt'][] = [
  ['unregistered', 'dispose', 30, 'stateSince'],
  ['paused', 'release', 14, 'stateSince'],
  ['delayed', 'unblock', 14, 'stateSince'],
  ['restricted', 'dispose', 30, 'stateSince'],
  ['at_warehouse', 'dispatch', 14, 'receivedAt'],
  ['consolidated', 'dispatch', 14, 'receivedAt'],
];

describe('timer boundaries', () => {
  // The parcel was received 3 days before it entered its current state.
  const receivedAt = new Date(since.getTime() - 3 * DAY);

  it.each(CASES)('%s -> %s after %i days counted from %s', (state, event, days, from) => {
    const start = from === 'stateSince' ? since : receivedAt;
    const due = start.getTime() + days * DAY;
    const facts = { state, stateSince: since, receivedAt };
    expect(pendingTimer(facts)).toEqual({ event, dueAt: at(due) });
    expect(storageDeadline(facts)).toEqual(at(due));
    expect(dueTimer(facts, at(due - 1))).toBeNull();
    expect(dueTimer(facts, at(due))).toBe(event);
    expect(dueTimer(facts, at(due + DAY))).toBe(event);
  });

  it('an unregistered parcel of 1 March 10:00 is kept 30 days and disposed on day 31 (31 March 10:00)', () => {
    const facts = {
      state: 'unregistered' as const,
      stateSince: new Date('2026-03-01T10:00:00Z'),
      receivedAt: null,
    };
    // Days are 24-hour periods: the Kyiv clock change of 29 March does not move the instant.
    expect(storageDeadline(facts)).toEqual(new Date('2026-03-31T10:00:00Z'));
  });

  it('a parcel at the warehouse with no receipt time counts from when it got there', () => {
    const facts = { state: 'at_warehouse' as const, stateSince: since, receivedAt: null };
    expect(pendingTimer(facts)?.dueAt).toEqual(at(since.getTime() + 14 * DAY));
  });

  it('states no timer moves have no deadline', () => {
    const timed = new Set(CASES.map(([state]) => state));
    for (const state of SHIPMENT_STATES.filter((s) => !timed.has(s))) {
      expect(pendingTimer({ state, stateSince: since, receivedAt: since }), state).toBeNull();
      expect(
        dueTimer({ state, stateSince: since, receivedAt: since }, at(since.getTime() + 365 * DAY)),
      ).toBeNull();
    }
  });

  it('every timer event is one the timer may apply from that state', () => {
    for (const [state, event] of CASES) {
      expect(planTransition({ state, event, actor: 'timer' }).ok, `${state} ${event}`).toBe(true);
    }
  });
});

describe('timerCutoff: what the job selects through the (state, changed_at) index', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it.each(CASES)('%s: a row that started at the cutoff is due, 1 ms later is not', (state, event) => {
    const cutoff = timerCutoff(state, now);
    expect(cutoff).not.toBeNull();
    const facts = (start: Date) => ({ state, stateSince: start, receivedAt: start });
    expect(dueTimer(facts(cutoff!), now)).toBe(event);
    expect(dueTimer(facts(at(cutoff!.getTime() + 1)), now)).toBeNull();
  });

  it('no cutoff for states without a timer', () => {
    expect(timerCutoff('in_transit', now)).toBeNull();
  });
});
