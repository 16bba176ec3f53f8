import { z } from 'zod';

/**
 * Currencies the product handles: the eight named in SPEC §1 plus the local currencies of the
 * reference countries (PLN, CZK, HUF, RON, TRY, CNY) so every country's tariff and form currency
 * has a code and a rate.
 */
export const CURRENCY_CODES = [
  'USD',
  'UAH',
  'EUR',
  'CAD',
  'GBP',
  'JPY',
  'KRW',
  'AUD',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'TRY',
  'CNY',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const currencyCodeSchema = z.enum(CURRENCY_CODES);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}
