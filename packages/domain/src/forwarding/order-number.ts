/** Prefix of the human order number shown to customers and operators. */
export const ORDER_NUMBER_PREFIX = 'PS-';
const ORDER_NUMBER_DIGITS = 6;

/** The human number of an order from its serial: 42 -> "PS-000042" (wider serials keep all digits). */
export function formatOrderNumber(serial: number): string {
  return `${ORDER_NUMBER_PREFIX}${String(serial).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}
