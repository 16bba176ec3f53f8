import { describe, expect, it } from 'vitest';
import type { ShipmentState } from '../lifecycle/states.js';
import { dueReminder } from './reminders.js';

const DAY = 24 * 60 * 60_000;
// 10:00 UTC = 12:00 in Kyiv (winter): the deadline's Kyiv day is the UTC day.
const since = new Date('2031-01-01T10:00:00Z');
const at = (ms: number) => new Date(since.getTime() + ms);
const facts = (
  state: ShipmentState,
  extra: Partial<{ receivedAt: Date | null; dispatchRequested: boolean }> = {},
) => ({
  state,
  stateSince: since,
  receivedAt: null,
  ...extra,
});

describe('issue 16 storage reminders: 3 days and 1 day before the timer moves the parcel', () => {
  it.each([
    ['unregistered', 30, 'disposal', '2031-01-31'],
    ['restricted', 30, 'disposal', '2031-01-31'],
    ['paused', 14, 'release', '2031-01-15'],
    ['at_warehouse', 14, 'dispatch', '2031-01-15'],
    ['consolidated', 14, 'dispatch', '2031-01-15'],
  ] as const)('%s: the timer fires after %i days (%s on %s)', (state, term, kind, date) => {
    const deadline = term * DAY;
    const of = (ms: number) => dueReminder(facts(state), at(ms));
    // Exact boundaries: 1 ms before "3 days left" nothing, at it the 3-day reminder.
    expect(of(deadline - 3 * DAY - 1)).toBeNull();
    expect(of(deadline - 3 * DAY)).toEqual({
      event: 'reminder.storage',
      kind,
      deadline: at(deadline),
      date,
      days: 3,
    });
    expect(of(deadline - 2 * DAY - 1)).toMatchObject({ days: 3 });
    // Between the two reminders: nothing (the 3-day one went already).
    expect(of(deadline - 2 * DAY)).toBeNull();
    expect(of(deadline - DAY - 1)).toBeNull();
    expect(of(deadline - DAY)).toMatchObject({ event: 'reminder.storage', kind, days: 1, date });
    expect(of(deadline - 1)).toMatchObject({ days: 1 });
    // Nothing once the deadline has come: the timer moves the parcel.
    expect(of(deadline)).toBeNull();
    expect(of(deadline + 5 * DAY)).toBeNull();
  });

  it('auto-dispatch counts from the receipt, not from entering the state', () => {
    const received = new Date(since.getTime() - 10 * DAY);
    // Received 10 days before the state's start: dispatched 4 days after it, so "3 days" 1 day in.
    expect(dueReminder(facts('at_warehouse', { receivedAt: received }), at(DAY))).toMatchObject({
      kind: 'dispatch',
      days: 3,
      date: '2031-01-05',
    });
  });

  it('a parcel asked to leave now gets no dispatch reminder', () => {
    expect(dueReminder(facts('at_warehouse', { dispatchRequested: true }), at(13 * DAY))).toBeNull();
  });

  it('the message names the deadline as a Kyiv calendar day', () => {
    // 23:00 UTC on 14 January is 01:00 on 15 January in Kyiv.
    const late = { state: 'paused' as const, stateSince: new Date('2031-01-01T23:00:00Z'), receivedAt: null };
    expect(dueReminder(late, new Date('2031-01-14T23:00:00Z'))).toMatchObject({
      date: '2031-01-16',
      days: 1,
    });
  });

  it.each([
    'declared',
    'delayed',
    'dispatched',
    'in_transit',
    'customs',
    'arrived',
    'handed_to_np',
    'received',
    'disposed',
  ] as const)('none for a parcel %s (no timer the customer can act on, or it left)', (state) => {
    for (const day of [0, 11, 13, 27, 29, 40]) expect(dueReminder(facts(state), at(day * DAY))).toBeNull();
  });
});

describe('issue 16 documents reminder: every 3 days while a parcel is held', () => {
  it('none in the first 3 days (the hold message went), then one per 3-day period', () => {
    const of = (ms: number) => dueReminder(facts('held'), at(ms));
    expect(of(0)).toBeNull();
    expect(of(3 * DAY - 1)).toBeNull();
    expect(of(3 * DAY)).toEqual({ event: 'reminder.documents', period: 1 });
    expect(of(6 * DAY - 1)).toEqual({ event: 'reminder.documents', period: 1 });
    expect(of(6 * DAY)).toEqual({ event: 'reminder.documents', period: 2 });
    expect(of(30 * DAY)).toEqual({ event: 'reminder.documents', period: 10 });
  });
});
