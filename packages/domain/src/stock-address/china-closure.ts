import { kyivDayOf } from '../ledger/kyiv-day.js';
import { STORAGE_RULES } from '../reference/timings.js';

/**
 * SPEC §9 "China parcels not accepted 2 to 17 February" (both days included), by the calendar date
 * in Kyiv, where the service and its customers are.
 */
export function isChinaClosed(at: Date): boolean {
  const monthDay = kyivDayOf(at).slice(5); // MM-DD
  return monthDay >= STORAGE_RULES.chinaClosedFrom && monthDay <= STORAGE_RULES.chinaClosedTo;
}
