/** Prefix of the human order number shown to customers and operators. */
export const ORDER_NUMBER_PREFIX = 'PS-';
const ORDER_NUMBER_DIGITS = 6;

/** The human number of an order from its serial: 42 -> "PS-000042" (wider serials keep all digits). */
export function formatOrderNumber(serial: number): string {
  return `${ORDER_NUMBER_PREFIX}${String(serial).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/** Buy-out orders are numbered apart: 42 -> "BO-000042". */
export const BUYOUT_NUMBER_PREFIX = 'BO-';

export function formatBuyoutNumber(serial: number): string {
  return `${BUYOUT_NUMBER_PREFIX}${String(serial).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/** The serial a search means: "PS-000042", "ps-42" or "42" -> 42 for prefix "PS-"; null otherwise. */
export function serialFromSearch(search: string, prefix: string): number | null {
  const text = search.trim().toUpperCase();
  const digits = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  if (!/^\d{1,9}$/.test(digits)) return null;
  const serial = Number(digits);
  return serial > 0 ? serial : null;
}
