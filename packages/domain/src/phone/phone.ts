import { ALLOWED_OPERATOR_CODES } from './operators.js';

/** Input mask of SPEC §5: `+38 (0##) ### ## ##`, 19 characters when complete. */
export const PHONE_MASK = '+38 (0##) ### ## ##';
/**
 * The address form's phone is exactly 17 characters (SPEC §5). We read that as the compact mask
 * below (same 12 digits, no spaces) — the only common +38 layout of that length.
 */
export const ADDRESS_PHONE_MASK = '+38(0##)###-##-##';
export const ADDRESS_PHONE_LENGTH = 17;
/** A saved phone is 12 digits: 380 + operator code + 7 digits (SPEC §9 "phone 12 digits"). */
export const PHONE_DIGITS = 12;

/** Characters people put between the digits of a phone: spaces, dashes, dots, parentheses, a plus. */
const SEPARATORS = /[\s\-.()+\u2010-\u2015]/g;

/**
 * The one reading of a Ukrainian mobile number, whatever the habit (issue 18): "+380 67 123 45 67",
 * "380671234567", "0671234567", "067-123-45-67", "(067) 123 45 67" all give '380671234567'.
 * Anything that is not exactly such a number (too short, too long, letters, another country) is null.
 * The input's formatting and the server's validation both use it, so they never disagree.
 */
export function normalizeUaPhone(input: string): string | null {
  const rest = input.trim().replace(SEPARATORS, '');
  if (!/^\d+$/.test(rest)) return null;
  if (/^380\d{9}$/.test(rest)) return rest;
  if (/^0\d{9}$/.test(rest)) return `38${rest}`;
  return null;
}

/** What a half-typed phone holds: the country part typed so far and up to 9 digits after "+38 (0". */
interface PhoneDraft {
  /** '+', '+3' or '+38' while only the country code is being typed, else ''. */
  partial: string;
  /** Digits after the operator code's 0 (operator code then the 7-digit number), at most 9. */
  rest: string;
  /** True once "+380" or "0" was typed: the mask's "+38 (0" shows even with no digit after it. */
  started: boolean;
}

function readDraft(input: string): PhoneDraft {
  const digits = input.replace(/\D/g, '');
  const none = { partial: '', rest: '', started: false };
  if (digits === '') return input.trim().startsWith('+') ? { ...none, partial: '+' } : none;
  // "3" and "38" are the start of "380": keep them as typed, or "380…" typed key by key would turn
  // into "+38 (080) …" (issue 18).
  if (digits === '3' || digits === '38') return { ...none, partial: `+${digits}` };
  if (digits.startsWith('380')) return { ...none, rest: digits.slice(3, 12), started: true };
  if (digits.startsWith('0')) return { ...none, rest: digits.slice(1, 10), started: true };
  // The operator code without its 0 ("67 123 45 67").
  return { ...none, rest: digits.slice(0, 9), started: true };
}

/**
 * The 10 national digits (0XXXXXXXXX) of whatever the user typed or pasted: "+380...", "380...",
 * "0..." or the operator code without its 0. Extra digits are cut off, as a mask would.
 */
export function nationalDigits(input: string): string {
  const draft = readDraft(input);
  return draft.started ? `0${draft.rest}` : '';
}

function fill(mask: string, national: string): string {
  // Everything up to the mask's literal "0" always shows; later separators appear only once a digit follows them.
  const zero = mask.indexOf('0');
  const rest = national.slice(1);
  let out = mask.slice(0, zero + 1);
  let used = 0;
  for (const ch of mask.slice(zero + 1)) {
    if (used >= rest.length) break;
    if (ch === '#') {
      out += rest[used];
      used += 1;
    } else out += ch;
  }
  return out;
}

/** Applies `+38 (0##) ### ## ##` to typed input, as far as digits go ('' when there are none). */
export function formatPhoneMask(input: string): string {
  const draft = readDraft(input);
  return draft.started ? fill(PHONE_MASK, `0${draft.rest}`) : draft.partial;
}

/**
 * Where the caret goes after `formatPhoneMask(raw)`, given where it was in `raw`: after the same
 * number of digits past "+38 (0", so typing or deleting in the middle never throws it to the end.
 * `forward` (the Delete key) steps over separators so the next Delete removes a digit.
 */
export function phoneCaret(raw: string, caret: number, forward = false): number {
  const formatted = formatPhoneMask(raw);
  const before = readDraft(raw.slice(0, caret));
  const start = PHONE_MASK.indexOf('0') + 1;
  if (!before.started) return Math.min(before.partial.length, formatted.length);
  let pos = Math.min(start, formatted.length);
  let seen = 0;
  while (seen < before.rest.length && pos < formatted.length) {
    if (/\d/.test(formatted[pos]!)) seen += 1;
    pos += 1;
  }
  if (forward) while (pos < formatted.length && !/\d/.test(formatted[pos]!)) pos += 1;
  return pos;
}

/** Applies the 17-character address-form mask `+38(0##)###-##-##`. */
export function formatAddressPhone(input: string): string {
  const draft = readDraft(input);
  return draft.started ? fill(ADDRESS_PHONE_MASK, `0${draft.rest}`) : draft.partial;
}

/**
 * Phone for saving (SPEC §5): digits only; 12 digits are kept, a 10-digit number starting with 0
 * gets 38 prefixed, anything else becomes '' (so a half-typed phone is never stored).
 */
export function normalizePhone(input: string): string {
  return normalizeUaPhone(input) ?? '';
}

/** Complete per the mask: 12 digits starting 380. */
export function isCompletePhone(input: string): boolean {
  return normalizeUaPhone(input) !== null;
}

/** The operator code (digits 3 to 5 of the saved number, e.g. "067"), or '' for an incomplete phone. */
export function operatorCode(input: string): string {
  const phone = normalizePhone(input);
  return phone === '' ? '' : phone.slice(2, 5);
}

export function isAllowedOperator(input: string): boolean {
  return (ALLOWED_OPERATOR_CODES as readonly string[]).includes(operatorCode(input));
}

/** "+38 (067) 123 45 67" for display of a saved 12-digit phone. */
export function displayPhone(saved: string): string {
  return formatPhoneMask(saved);
}

/**
 * A saved phone as text on a page: a Ukrainian number as "+38 (067) 123 45 67" held on one line
 * (no-break spaces), any other digits with their plus; never the raw "380671234567".
 */
export function phoneText(saved: string): string {
  if (/^380\d{9}$/.test(saved)) return displayPhone(saved).replaceAll(' ', '\u00a0');
  return /^\d+$/.test(saved) ? `+${saved}` : saved;
}
