import type { InputMask } from '../../components/ui/input.js';

/** DD.MM.YYYY typed with digits only: the dots are put in as the user types (SPEC §3 date format). */
export function formatDottedInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

export const DOTTED_DATE_MASK: InputMask = { pattern: '##.##.####', format: formatDottedInput };
