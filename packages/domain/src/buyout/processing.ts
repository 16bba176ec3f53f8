// Processing a paid buy-out (SPEC §9 "Over-price allowed up to +20% but at most 20 USD; buy within
// 72 hours; refund within 14 days"; SPEC §3 product line allowOverpricing, allowLowerQuantity).
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import { BUYOUT_RULES } from '../reference/limits.js';

export const BUYOUT_PROCESSING = {
  buyWithinHours: BUYOUT_RULES.buyWithinHours,
  refundWithinDays: BUYOUT_RULES.refundWithinDays,
  maxRisePercent: BUYOUT_RULES.overPricePercent,
  /** A decimal string, compared exactly with price differences. */
  maxRiseUsd: BUYOUT_RULES.overPriceMaxUsd,
} as const;

export type PriceRiseDecision = 'no_rise' | 'auto_accept' | 'ask_customer';

/**
 * What to do when the shop's price differs from the declared one. The rise is per line: (actual -
 * declared) x quantity. It is bought without asking when the customer allowed over-pricing and the
 * rise is at most 20% of the declared line total and at most 20 USD (both limits, inclusive);
 * otherwise the customer decides. A cheaper price is no rise. Prices are in USD, the currency of
 * buy-out orders (US shops).
 */
export function priceRiseDecision(input: {
  declared: string;
  actual: string;
  quantity: number;
  allowOverpricing: boolean;
}): PriceRiseDecision {
  const declaredLine = toDec(input.declared).times(input.quantity);
  const rise = toDec(input.actual).times(input.quantity).minus(declaredLine);
  if (!rise.greaterThan(0)) return 'no_rise';
  const withinPercent = rise.lessThanOrEqualTo(
    declaredLine.times(BUYOUT_PROCESSING.maxRisePercent).dividedBy(100),
  );
  const withinUsd = rise.lessThanOrEqualTo(BUYOUT_PROCESSING.maxRiseUsd);
  return input.allowOverpricing && withinPercent && withinUsd ? 'auto_accept' : 'ask_customer';
}

export type QuantityDecision = 'full' | 'lower_accepted' | 'ask_customer' | 'none';

/**
 * What to do when the shop has fewer items than ordered: all there ('full'), none at all ('none',
 * the line is refunded), or some: bought when the customer allowed a lower quantity, else asked.
 */
export function quantityDecision(input: {
  requested: number;
  available: number;
  allowLowerQuantity: boolean;
}): QuantityDecision {
  if (input.available >= input.requested) return 'full';
  if (input.available <= 0) return 'none';
  return input.allowLowerQuantity ? 'lower_accepted' : 'ask_customer';
}

const HOUR_MS = 60 * 60 * 1000;

/** The operator buys the goods within 72 hours of payment. */
export function buyDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + BUYOUT_PROCESSING.buyWithinHours * HOUR_MS);
}

/** The queue's overdue flag: not bought by the deadline (overdue from the deadline instant on). */
export function isBuyOverdue(paidAt: Date, now: Date): boolean {
  return now.getTime() >= buyDeadline(paidAt).getTime();
}

/** Refunds go back to the card within 14 days (24-hour periods) of payment. */
export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + BUYOUT_PROCESSING.refundWithinDays * 24 * HOUR_MS);
}

/** A refund (partial or the rest) is possible before the 14-day deadline, not at or after it. */
export function canRefundPartially(paidAt: Date, now: Date): boolean {
  return now.getTime() < refundDeadline(paidAt).getTime();
}

export type RefundRefusal = 'refund_window_closed' | 'amount_not_positive' | 'amount_above_refundable';

/**
 * Whether `amount` may be refunded now: within 14 days of payment, above zero and never more than
 * was paid minus what was already refunded. Amounts are in the order's currency.
 */
export function refundRefusal(input: {
  amount: string;
  paid: string;
  refunded: string;
  paidAt: Date;
  now: Date;
}): RefundRefusal | null {
  if (!canRefundPartially(input.paidAt, input.now)) return 'refund_window_closed';
  const amount = toDec(input.amount);
  if (!amount.greaterThan(0)) return 'amount_not_positive';
  if (amount.greaterThan(toDec(input.paid).minus(input.refunded))) return 'amount_above_refundable';
  return null;
}

/**
 * Units of a product line that are given back: the unit price paid and how many were not bought;
 * `closesLine` when they are all that was left of the line (refused, or none in the shop), so the line
 * ends and no longer counts as a product for the over-quantity fee.
 */
export type RefundLine = { unitPrice: string; quantity: number; closesLine?: boolean };

/**
 * The order's lines for the over-quantity fee (SPEC §9 "The over-quantity fee applies per product
 * beyond taxFreeQuantity", one fee per product line beyond it, see buyoutFees): how many lines were
 * still coming before this refund (the closing ones included), and the paid settings.
 */
export type OverQuantityBasis = { linesComing: number; taxFreeQuantity: number; overQuantityFee: string };

/**
 * The over-quantity fee that `closing` lines ending caused: the fee of the lines coming before minus
 * the fee of those left, overQuantityFee x (max(before - taxFree, 0) - max(after - taxFree, 0)). Exact
 * (whole fees). Lines closed one after another give back, together, the fee of the lines that ended
 * beyond taxFreeQuantity, never more than was paid for them.
 */
export function overQuantityRefund(basis: OverQuantityBasis, closing: number): string {
  const over = (lines: number) => Math.max(lines - basis.taxFreeQuantity, 0);
  const after = Math.max(basis.linesComing - Math.max(closing, 0), 0);
  return roundAmount(toDec(basis.overQuantityFee).times(over(basis.linesComing) - over(after)));
}

/**
 * The money returned for goods not bought (a refused price rise, a lower or missing quantity): the
 * goods at the paid price plus their share of the paid service fee and insurance, pro rata to the
 * products total (buyoutFees productsTotal, serviceFee, insurance as paid), rounded once, half-down
 * and never more than products + service fee + insurance paid; plus, when lines end with it
 * (`closesLine`) and `overQuantity` is given, the over-quantity fee they caused (overQuantityRefund).
 * Units of a line still coming (a lower quantity) cause no over-quantity fee: the fee is per line.
 */
export function partialRefundAmount(input: {
  lines: readonly RefundLine[];
  paid: { productsTotal: Money; serviceFee: Money; insurance: Money };
  overQuantity?: OverQuantityBasis;
}): Money {
  const { productsTotal, serviceFee, insurance } = input.paid;
  const currency = productsTotal.currency;
  const goods = input.lines.reduce(
    (sum, line) => sum.plus(toDec(line.unitPrice).times(Math.max(line.quantity, 0))),
    new Dec(0),
  );
  const total = toDec(productsTotal.amount);
  if (!goods.greaterThan(0) || !total.greaterThan(0)) return { amount: '0.00', currency };
  const share = Dec.min(goods.dividedBy(total), 1);
  const fees = toDec(serviceFee.amount).plus(insurance.amount).times(share);
  const ceiling = total.plus(serviceFee.amount).plus(insurance.amount);
  const closing = input.lines.filter((line) => line.closesLine === true && line.quantity > 0).length;
  const overQuantity = input.overQuantity ? overQuantityRefund(input.overQuantity, closing) : '0';
  // The over-quantity part is whole cents already: adding it after the rounding changes nothing.
  return {
    amount: roundAmount(
      toDec(roundAmount(Dec.min(Dec.min(goods, total).plus(fees), ceiling))).plus(overQuantity),
    ),
    currency,
  };
}
