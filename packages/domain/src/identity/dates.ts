import { kyivWallClock } from '../ledger/kyiv-day.js';

/** A calendar day without time or zone, so "not in the future" and ages do not shift with the clock's zone. */
export type CalendarDate = { y: number; m: number; d: number };

/**
 * The Kyiv calendar day of an instant: the customers' "today", the same on a server or a browser in
 * any zone (it used to follow the zone of the process).
 */
export function calendarDateOf(date: Date): CalendarDate {
  const { y, m, d } = kyivWallClock(date);
  return { y, m, d };
}

/** Parses DD.MM.YYYY into a real calendar day (31.02 is rejected), or null. */
export function parseDottedDate(text: string): CalendarDate | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900 || m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= daysInMonth ? { y, m, d } : null;
}

export function formatDottedDate(date: CalendarDate): string {
  return `${String(date.d).padStart(2, '0')}.${String(date.m).padStart(2, '0')}.${date.y}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/** Full years from `birth` to `today`; a birthday not yet reached this year does not count. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.m < birth.m || (today.m === birth.m && today.d < birth.d);
  return today.y - birth.y - (beforeBirthday ? 1 : 0);
}
