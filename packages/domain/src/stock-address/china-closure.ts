import { STORAGE_RULES } from '../reference/timings.js';

/**
 * SPEC §9 "China parcels not accepted 2 to 17 February" (both days included), by the calendar date
 * in Kyiv, where the service and its customers are.
 */
export function isChinaClosed(at: Date): boolean {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Kyiv',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  const monthDay = `${part('month')}-${part('day')}`;
  return monthDay >= STORAGE_RULES.chinaClosedFrom && monthDay <= STORAGE_RULES.chinaClosedTo;
}
