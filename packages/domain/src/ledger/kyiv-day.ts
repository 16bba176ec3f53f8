// Calendar days and wall-clock time in Kyiv, the one way the code reads them (decision 020): the
// business runs in Ukraine, so "today", a deadline's date, the February China closure, receipts, the
// console's report and CSV and the nightly reconciliation all mean Kyiv (00:00 to 24:00 Kyiv, DST
// included). Everything goes through Intl with timeZone Europe/Kyiv, never the process's own zone
// (Date's getDate/getHours/setHours and new Date(y, m, d) follow TZ), so a server or a browser in
// another zone gets the same answers.

export const KYIV_TIME_ZONE = 'Europe/Kyiv';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use, not when the module loads: the first formatter with a time zone loads the
// zone data, tens of milliseconds on a phone, and most pages that import this never read a date.
let parts: Intl.DateTimeFormat | undefined;
function kyivParts(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: KYIV_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return parts;
}

/** Kyiv's wall clock at an instant: year, month 1-12, day, hour 0-23, minute and second. */
export interface KyivWallClock {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

/** What a clock in Kyiv shows at that instant, whatever the zone of the process. */
export function kyivWallClock(at: Date): KyivWallClock {
  const read = kyivParts().formatToParts(at);
  const of = (type: string) => Number(read.find((p) => p.type === type)?.value ?? 0);
  return { y: of('year'), m: of('month'), d: of('day'), h: of('hour'), mi: of('minute'), s: of('second') };
}

/** Kyiv's offset from UTC at that instant, in milliseconds (+2 h in winter, +3 h in summer). */
function kyivOffset(at: Date): number {
  const w = kyivWallClock(at);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Whether a text is a calendar day YYYY-MM-DD that exists. */
export function isCalendarDay(day: string): boolean {
  const m = DAY.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The Kyiv calendar day (YYYY-MM-DD) of an instant. */
export function kyivDayOf(at: Date): string {
  const w = kyivWallClock(at);
  return `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** The day `days` after (or before, negative) a calendar day. */
export function addCalendarDays(day: string, days: number): string {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** The instant a Kyiv calendar day starts (its 00:00 in Kyiv). */
export function kyivDayStart(day: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Kyiv changes its clock at 03:00/04:00, never around midnight: two readings settle the offset.
  const guess = midnightUtc - kyivOffset(new Date(midnightUtc));
  return new Date(midnightUtc - kyivOffset(new Date(guess)));
}

/** [from, to) of Kyiv days `first` to `last` inclusive (one day when `last` is left out). */
export function kyivDaysBounds(first: string, last: string = first): { from: Date; to: Date } {
  return { from: kyivDayStart(first), to: kyivDayStart(addCalendarDays(last, 1)) };
}

/** The Kyiv day before the one `now` falls in: what the nightly reconciliation checks. */
export function previousKyivDay(now: Date): string {
  return addCalendarDays(kyivDayOf(now), -1);
}
