import { z } from 'zod';
import { currencyCodeSchema, type CurrencyCode } from './currency.js';
import { Dec, MoneyError, roundAmount, toDec, type DecimalInput } from './decimal.js';

/** An amount of one currency. `amount` is a decimal string so it survives JSON without float error. */
export type Money = { amount: string; currency: CurrencyCode };

/** Wire shape `{ amount, currency }` (DESIGN §4): amount a plain decimal string, up to 2 decimals on input. */
export const moneySchema = z.object({
  amount: z.string().regex(/^-?\d+(\.\d{1,2})?$/),
  currency: currencyCodeSchema,
});

export function money(amount: DecimalInput, currency: CurrencyCode): Money {
  return { amount: toDec(amount).toFixed(), currency };
}

export function zeroMoney(currency: CurrencyCode): Money {
  return { amount: '0', currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new MoneyError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(toDec(a.amount).plus(b.amount), a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(toDec(a.amount).minus(b.amount), a.currency);
}

/** Sum of many amounts; the currency is given so that an empty list still has one. */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  let total = new Dec(0);
  for (const item of items) {
    sameCurrency(item, { amount: '0', currency });
    total = total.plus(toDec(item.amount));
  }
  return money(total, currency);
}

export function multiplyMoney(m: Money, factor: DecimalInput): Money {
  return money(toDec(m.amount).times(toDec(factor)), m.currency);
}

/** `percent` per cent of `m`, unrounded (percentOf({10}, 3) is 0.3). */
export function percentOf(m: Money, percent: DecimalInput): Money {
  return money(toDec(m.amount).times(toDec(percent)).dividedBy(100), m.currency);
}

/** -1, 0 or 1, like a sort comparator. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return toDec(a.amount).comparedTo(b.amount) as -1 | 0 | 1;
}

export function isZeroMoney(m: Money): boolean {
  return toDec(m.amount).isZero();
}

export function isPositiveMoney(m: Money): boolean {
  return toDec(m.amount).greaterThan(0);
}

export function minMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) <= 0 ? a : b;
}

export function maxMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) >= 0 ? a : b;
}

/**
 * Converts with a direct rate: `rate` units of `to` per 1 unit of `m.currency`.
 * Unrounded; round for display with roundMoney.
 */
export function convertWithRate(m: Money, rate: DecimalInput, to: CurrencyCode): Money {
  const r = toDec(rate);
  if (!r.greaterThan(0)) throw new MoneyError(`Exchange rate must be positive, got ${String(rate)}`);
  return money(toDec(m.amount).times(r), to);
}

/** SPEC §9 display rounding: 2 decimals, ROUND_HALF_DOWN. The amount keeps 2 decimals ("14.00"). */
export function roundMoney(m: Money): Money {
  return { amount: roundAmount(m.amount), currency: m.currency };
}
