import { Decimal } from 'decimal.js';

/**
 * The package's own Decimal constructor. Precision 40 keeps divisions (currency conversion through
 * UAH) exact far beyond the 2 displayed decimals; rounding to money happens only where a rule says so.
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = InstanceType<typeof Dec>;
export type DecimalInput = string | number | Dec;

/** Money rounding rule of SPEC §9: 2 decimals, ROUND_HALF_DOWN (2.345 -> 2.34, 2.3451 -> 2.35). */
export const MONEY_DECIMALS = 2;
export const MONEY_ROUNDING = Decimal.ROUND_HALF_DOWN;

/** Parses a decimal input, refusing NaN and infinities so a bad value never leaks into a sum. */
export function toDec(value: DecimalInput): Dec {
  let parsed: Dec;
  try {
    parsed = new Dec(value);
  } catch {
    throw new MoneyError(`Not a decimal number: ${String(value)}`);
  }
  if (!parsed.isFinite()) throw new MoneyError(`Not a finite decimal number: ${String(value)}`);
  return parsed;
}

/** Rounds half-down to 2 decimals and returns a plain decimal string ("2.30", never "2.3e+0"). */
export function roundAmount(value: DecimalInput, decimals: number = MONEY_DECIMALS): string {
  return toDec(value).toDecimalPlaces(decimals, MONEY_ROUNDING).toFixed(decimals);
}

/** A programming error in money handling (mixed currencies, non-numeric amount, missing rate). */
export class MoneyError extends Error {
  override name = 'MoneyError';
}
