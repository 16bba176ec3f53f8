import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDateOf } from '../identity/dates.js';
import { isChinaClosed } from '../stock-address/china-closure.js';
import { kyivDayOf, kyivDaysBounds, kyivDayStart, kyivWallClock, previousKyivDay } from './kyiv-day.js';

// Decision 020: the Kyiv helpers read Kyiv through Intl, so the zone the process runs in (a server in
// UTC, a developer in Los Angeles, a browser in Tokyo) changes nothing. Node applies a new
// process.env.TZ at once to Date's local-time methods, which is what the first test checks.
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Kyiv'] as const;

const at = (iso: string) => new Date(iso);
const clock = (iso: string) => {
  const w = kyivWallClock(at(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${two(w.m)}-${two(w.d)} ${two(w.h)}:${two(w.mi)}:${two(w.s)}`;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(ZONES)('Kyiv days with the process in %s', (zone) => {
  it('the process zone really is that zone', () => {
    vi.stubEnv('TZ', zone);
    const localHour = at('2026-01-15T00:00:00Z').getHours();
    const expected = { UTC: 0, 'America/Los_Angeles': 16, 'Asia/Tokyo': 9, 'Europe/Kyiv': 2 }[zone];
    expect(localHour).toBe(expected);
  });

  it('an instant around midnight Kyiv belongs to its Kyiv day', () => {
    vi.stubEnv('TZ', zone);
    expect(kyivDayOf(at('2026-01-14T21:59:59Z'))).toBe('2026-01-14');
    expect(kyivDayOf(at('2026-01-14T22:00:00Z'))).toBe('2026-01-15');
    expect(kyivDayOf(at('2026-07-14T20:59:59Z'))).toBe('2026-07-14');
    expect(kyivDayOf(at('2026-07-14T21:00:00Z'))).toBe('2026-07-15');
    expect(previousKyivDay(at('2026-01-14T22:00:00Z'))).toBe('2026-01-14');
    expect(calendarDateOf(at('2026-12-31T22:00:00Z'))).toEqual({ y: 2027, m: 1, d: 1 });
    expect(calendarDateOf(at('2026-12-31T21:59:59Z'))).toEqual({ y: 2026, m: 12, d: 31 });
  });

  it('29 March 2026: the clock jumps from 03:00 to 04:00 and the day lasts 23 hours', () => {
    vi.stubEnv('TZ', zone);
    expect(clock('2026-03-28T21:59:59Z')).toBe('2026-03-28 23:59:59');
    expect(clock('2026-03-28T22:00:00Z')).toBe('2026-03-29 00:00:00');
    expect(clock('2026-03-29T00:59:59Z')).toBe('2026-03-29 02:59:59');
    expect(clock('2026-03-29T01:00:00Z')).toBe('2026-03-29 04:00:00');
    expect(clock('2026-03-29T20:59:59Z')).toBe('2026-03-29 23:59:59');
    expect(clock('2026-03-29T21:00:00Z')).toBe('2026-03-30 00:00:00');
    expect(kyivDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(kyivDayStart('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    const { from, to } = kyivDaysBounds('2026-03-29');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(23);
  });

  it('25 October 2026: 03:00 to 04:00 comes twice and the day lasts 25 hours', () => {
    vi.stubEnv('TZ', zone);
    expect(clock('2026-10-24T20:59:59Z')).toBe('2026-10-24 23:59:59');
    expect(clock('2026-10-24T21:00:00Z')).toBe('2026-10-25 00:00:00');
    expect(clock('2026-10-25T00:30:00Z')).toBe('2026-10-25 03:30:00');
    expect(clock('2026-10-25T01:30:00Z')).toBe('2026-10-25 03:30:00');
    expect(clock('2026-10-25T21:59:59Z')).toBe('2026-10-25 23:59:59');
    expect(clock('2026-10-25T22:00:00Z')).toBe('2026-10-26 00:00:00');
    expect(kyivDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(kyivDayStart('2026-10-26').toISOString()).toBe('2026-10-25T22:00:00.000Z');
    const { from, to } = kyivDaysBounds('2026-10-25');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(25);
    expect(previousKyivDay(at('2026-10-25T22:00:00Z'))).toBe('2026-10-25');
  });

  it('the February China closure starts and ends at midnight Kyiv', () => {
    vi.stubEnv('TZ', zone);
    expect(isChinaClosed(at('2027-02-01T21:59:59Z'))).toBe(false);
    expect(isChinaClosed(at('2027-02-01T22:00:00Z'))).toBe(true);
    expect(isChinaClosed(at('2027-02-17T21:59:59Z'))).toBe(true);
    expect(isChinaClosed(at('2027-02-17T22:00:00Z'))).toBe(false);
  });
});
