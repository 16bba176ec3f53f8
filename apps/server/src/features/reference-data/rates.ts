import { crossRate, isCurrencyCode, type CurrencyCode } from '@posylka/domain';
import { asDomainRates, type LatestRates } from './rates-repository.js';

/** Digits after the point of a ratio: far beyond the 2 shown, so conversions stay exact enough. */
export const RATIO_DECIMALS = 10;

export type RatioResult =
  | { kind: 'ok'; ratio: string }
  | { kind: 'unknown'; field: 'from' | 'to'; code: string }
  | { kind: 'notReady' };

/** Units of `to` per 1 unit of `from`, crossed through UAH (docs/decisions/003-money-handling.md). */
export function ratioBetween(from: string, to: string, latest: LatestRates): RatioResult {
  if (!isCurrencyCode(from)) return { kind: 'unknown', field: 'from', code: from };
  if (!isCurrencyCode(to)) return { kind: 'unknown', field: 'to', code: to };
  const rates = asDomainRates(latest, [from, to] as CurrencyCode[]);
  if (!rates) return { kind: 'notReady' };
  // toFixed then trimming keeps a plain decimal ("36.5686", never "3.65686e+1").
  const fixed = crossRate(from, to, rates).toDecimalPlaces(RATIO_DECIMALS).toFixed();
  return { kind: 'ok', ratio: fixed };
}
