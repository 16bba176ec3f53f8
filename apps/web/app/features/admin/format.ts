import { LOCALE_TAGS, phoneText, type ConsoleLocale } from '@posylka/domain';
import type { AdminT } from './admin-i18n.js';

// Kyiv time on both sides: the server render and the browser agree (no hydration mismatch), and the
// warehouse deadlines (SPEC §9) are read in Ukrainian time.
const TIME_ZONE = 'Europe/Kyiv';

export function formatDateTime(iso: string | null | undefined, locale: ConsoleLocale): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

const MINUTE_MS = 60_000;
const HOUR_MIN = 60;
const DAY_H = 24;

/** A span as "5 h 03 min" under a day, "2 d 4 h" from a day on. */
export function formatSpan(ms: number, t: AdminT): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  const hours = Math.floor(minutes / HOUR_MIN);
  if (hours >= DAY_H) return t('common.daysHours', { days: Math.floor(hours / DAY_H), hours: hours % DAY_H });
  return t('common.hoursMinutes', { hours, minutes: String(minutes % HOUR_MIN).padStart(2, '0') });
}

/** "5 h 03 min left" before the deadline, "overdue by 1 h 10 min" after it. */
export function formatCountdown(dueAt: string, now: Date, t: AdminT): { text: string; overdue: boolean } {
  const left = new Date(dueAt).getTime() - now.getTime();
  const time = formatSpan(left, t);
  return left >= 0
    ? { text: t('common.leftIn', { time }), overdue: false }
    : { text: t('common.overdueBy', { time }), overdue: true };
}

/** Phones come as 12 digits (380...); shown as the domain writes them, on one line. */
export const formatPhone = phoneText;
