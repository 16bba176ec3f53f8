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

/**
 * The 10 national digits (0XXXXXXXXX) of whatever the user typed or pasted: "+380...", "380...",
 * "0..." or the operator code without its 0. Extra digits are cut off, as a mask would.
 */
export function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  let national: string;
  if (digits.startsWith('380')) national = digits.slice(2);
  else if (digits === '3' || digits === '38') national = '';
  else if (digits.startsWith('0')) national = digits;
  else if (digits === '') national = '';
  else national = `0${digits}`;
  return national.slice(0, 10);
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
  const national = nationalDigits(input);
  return national === '' ? '' : fill(PHONE_MASK, national);
}

/** Applies the 17-character address-form mask `+38(0##)###-##-##`. */
export function formatAddressPhone(input: string): string {
  const national = nationalDigits(input);
  return national === '' ? '' : fill(ADDRESS_PHONE_MASK, national);
}

/**
 * Phone for saving (SPEC §5): digits only; 12 digits are kept, a 10-digit number starting with 0
 * gets 38 prefixed, anything else becomes '' (so a half-typed phone is never stored).
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) return `38${digits}`;
  return digits.length === PHONE_DIGITS ? digits : '';
}

/** Complete per the mask: 12 digits starting 380. */
export function isCompletePhone(input: string): boolean {
  return /^380\d{9}$/.test(normalizePhone(input));
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
