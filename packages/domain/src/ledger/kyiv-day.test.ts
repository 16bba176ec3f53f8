import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isCalendarDay,
  kyivDayOf,
  kyivDaysBounds,
  kyivDayStart,
  previousKyivDay,
} from './kyiv-day.js';

describe('Kyiv calendar days', () => {
  it('a day starts at 00:00 Kyiv: 22:00 UTC in winter, 21:00 UTC in summer', () => {
    expect(kyivDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(kyivDayStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });

  it('the days the clock changes last 23 and 25 hours', () => {
    const spring = kyivDaysBounds('2026-03-29');
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
    const autumn = kyivDaysBounds('2026-10-25');
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(25);
  });

  it('an instant belongs to its Kyiv day, not its UTC day', () => {
    expect(kyivDayOf(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-15');
    expect(kyivDayOf(new Date('2026-01-14T21:59:59Z'))).toBe('2026-01-14');
    expect(previousKyivDay(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
    expect(previousKyivDay(new Date('2026-03-01T01:00:00Z'))).toBe('2026-02-28');
  });

  it('a range of days runs from the first 00:00 to the 00:00 after the last', () => {
    const range = kyivDaysBounds('2026-12-31', '2027-01-01');
    expect(range.from.toISOString()).toBe('2026-12-30T22:00:00.000Z');
    expect(range.to.toISOString()).toBe('2027-01-01T22:00:00.000Z');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('checks calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});
