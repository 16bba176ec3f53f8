import { isChinaClosed } from '../stock-address/china-closure.js';

/**
 * Nova Poshta express waybill number ("ЕН"): 14 digits starting with 20 or 59. Spaces are ignored so
 * a number typed in groups ("20 4500 1234 5678") or pasted with a trailing blank still counts.
 */
export function normalizeNovaPoshtaWaybill(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isNovaPoshtaWaybill(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  return /^(?:20|59)\d{12}$/.test(normalizeNovaPoshtaWaybill(value));
}

/**
 * SPEC §9 "China parcels not accepted 2 to 17 February": false for a CN parcel from 2 to 17 February
 * inclusive by the Kyiv calendar date; every other country accepts parcels all year.
 */
export function isCountryAcceptingParcels(countryCode: string, at: Date): boolean {
  return !(countryCode.toUpperCase() === 'CN' && isChinaClosed(at));
}
