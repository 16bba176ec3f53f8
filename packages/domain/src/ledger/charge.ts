// Paying in hryvnias (issue 14 item 7): the order is priced in its own currency (USD for buy-outs),
// the card is charged in UAH at the NBU rate of the day, and the rate used stays with the payment so
// every refund of it is converted the same way back.
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import type { CurrencyCode, Money } from '../money/index.js';
import type { Rates } from '../money/rates.js';

export const CHARGE_CURRENCY: CurrencyCode = 'UAH';

/** What the provider is asked for: `base` in hryvnias at today's rate (UAH stays UAH, at 1). */
export function chargeFor(base: Money, rates: Rates): { charge: Money; rate: string } {
  if (base.currency === CHARGE_CURRENCY)
    return { charge: { amount: roundAmount(base.amount), currency: 'UAH' }, rate: '1' };
  const raw = rates.uahPer[base.currency];
  if (raw === undefined || !toDec(raw).greaterThan(0)) throw new Error(`No NBU rate for ${base.currency}`);
  return {
    charge: { amount: roundAmount(toDec(base.amount).times(raw)), currency: 'UAH' },
    rate: toDec(raw).toString(),
  };
}

/**
 * The part of a payment's charge that a refund of `base` gives back: at the payment's own rate,
 * never above what is left of the charge, and all of it when the refund empties the payment (so
 * rounding never leaves a kopeck behind or takes one too many).
 */
export function chargeRefund(input: {
  base: string;
  baseRest: string;
  rate: string;
  chargeRest: string;
}): string {
  const rest = toDec(input.chargeRest);
  if (toDec(input.base).greaterThanOrEqualTo(input.baseRest)) return roundAmount(rest);
  return roundAmount(
    Dec.min(toDec(input.base).times(input.rate).toDecimalPlaces(2, Dec.ROUND_HALF_DOWN), rest),
  );
}
