import type { MessageCode } from '../validation/index.js';
import { TRACK_NUMBER_MAX, UPS_TRACK_NUMBER_LENGTH } from './limits.js';

/**
 * What the form saves as `number` when the user ticks "no number" (SPEC §5: "the field is disabled if
 * it holds a no-tracking marker"). It cannot be a real track number: real ones never contain "__".
 */
export const NO_TRACK_NUMBER_MARKER = '__NO_TRACK_NUMBER__';

/** True when the order has no track number yet: nothing entered, or the "no number" marker. */
export function isNoTrackNumber(number: string | null | undefined): boolean {
  return number == null || number.trim() === '' || number.trim() === NO_TRACK_NUMBER_MARKER;
}

const ALLOWED = /^[A-Za-z0-9_-]+$/;
/**
 * CN: "numbers matching an 'Ae' followed by 'npi' pattern are rejected" (SPEC §5). We read it as a
 * number that starts with AE and later contains NPI, any case: the shape of AliExpress order
 * references, which are not parcel tracking numbers.
 */
const CN_NOT_A_TRACK_NUMBER = /^AE.*NPI/i;

export type TrackNumberCheck = { code: MessageCode; params?: Record<string, number> } | null;

/**
 * The first rule of SPEC §5 "Track number" that a non-empty, trimmed number breaks, or null.
 * The "starts with ord/order" rule comes first because it has its own message and explains the
 * most common mistake (pasting the shop's order number).
 */
export function checkTrackNumber(number: string, countryCode: string | null | undefined): TrackNumberCheck {
  if (number.length > TRACK_NUMBER_MAX) return { code: 'string.tooLong', params: { max: TRACK_NUMBER_MAX } };
  if (/^ord/i.test(number)) return { code: 'trackNumber.startsWithOrder' };
  if (!ALLOWED.test(number) || number.includes('__') || number.includes('--'))
    return { code: 'trackNumber.symbols' };
  const country = countryCode?.toUpperCase();
  if (country === 'CN' && CN_NOT_A_TRACK_NUMBER.test(number)) return { code: 'trackNumber.invalid' };
  if (country === 'US' && /^1Z/i.test(number) && number.length !== UPS_TRACK_NUMBER_LENGTH) {
    return { code: 'trackNumber.usLength', params: { length: UPS_TRACK_NUMBER_LENGTH } };
  }
  return null;
}
