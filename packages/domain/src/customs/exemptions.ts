/**
 * Goods whose import duty and VAT are cancelled (SPEC §9 "Duty and VAT are cancelled for generators,
 * charging stations, power banks, satellite terminals"). Product categories carry `isTaxFree`
 * (SPEC §3 Order item); the seed marks the categories of these kinds tax-free, and a line of such a
 * category enters the estimate as `exempt: true`.
 */
export const CUSTOMS_EXEMPT_KINDS = [
  'generator',
  'charging_station',
  'power_bank',
  'satellite_terminal',
] as const;
export type CustomsExemptKind = (typeof CUSTOMS_EXEMPT_KINDS)[number];

export function isCustomsExemptKind(value: unknown): value is CustomsExemptKind {
  return typeof value === 'string' && (CUSTOMS_EXEMPT_KINDS as readonly string[]).includes(value);
}
