// Sums over the ledger: the one place the customer's page, the console, alerts and reports take their
// figures from. Amounts are exact decimals; entries of another currency than asked are left out
// (an order is paid in one currency; a mixed ledger would be a bug the reconciliation reports).
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import type { CurrencyCode, Money } from '../money/index.js';
import type { LedgerFigure } from './entries.js';

export type LedgerBalance = {
  /** The order's checkout payment(s) captured. */
  paid: Money;
  /** Surcharges captured. */
  surcharges: Money;
  /** Given back (refunds minus refunds the provider refused). */
  refunded: Money;
  /** What the provider holds of the customer's money for this order: paid + surcharges - refunded. */
  charged: Money;
};

const sum = (entries: readonly LedgerFigure[], kind: LedgerFigure['kind'], currency: string) =>
  entries
    .filter((entry) => entry.kind === kind && entry.currency === currency)
    .reduce((total, entry) => total.plus(toDec(entry.amount)), new Dec(0));

/** The order's card money from its entries. Never negative when every refund went through refundRefusal. */
export function ledgerBalance(entries: readonly LedgerFigure[], currency: CurrencyCode): LedgerBalance {
  const paid = sum(entries, 'payment', currency);
  const surcharges = sum(entries, 'surcharge', currency);
  const refunded = sum(entries, 'refund', currency).minus(sum(entries, 'refund_reversed', currency));
  const at = (value: Dec): Money => ({ amount: roundAmount(value), currency });
  return {
    paid: at(paid),
    surcharges: at(surcharges),
    refunded: at(refunded),
    charged: at(paid.plus(surcharges).minus(refunded)),
  };
}

/** What is left of one captured payment: its capture minus the refunds taken from it (minus reversals). */
export function paymentRest(entries: readonly LedgerFigure[], paymentId: string): string {
  const of = entries.filter((entry) => entry.paymentId === paymentId);
  const captured = of
    .filter((entry) => entry.kind === 'payment' || entry.kind === 'surcharge')
    .reduce((total, entry) => total.plus(toDec(entry.amount)), new Dec(0));
  const refunded = of
    .filter((entry) => entry.kind === 'refund')
    .reduce((total, entry) => total.plus(toDec(entry.amount)), new Dec(0));
  const reversed = of
    .filter((entry) => entry.kind === 'refund_reversed')
    .reduce((total, entry) => total.plus(toDec(entry.amount)), new Dec(0));
  return roundAmount(captured.minus(refunded).plus(reversed));
}

export type LedgerRefundRefusal = 'amount_not_positive' | 'amount_above_refundable';

/**
 * A refund is possible at any time while money is left (issue 14: the 14 days of SPEC §4/§9 are when
 * the money reaches the card, not a deadline): above zero and never above what the payment still
 * holds, so paid - refunded never goes below zero.
 */
export function ledgerRefundRefusal(amount: string, rest: string): LedgerRefundRefusal | null {
  let value: Dec;
  try {
    value = toDec(amount);
  } catch {
    return 'amount_not_positive';
  }
  if (!value.greaterThan(0)) return 'amount_not_positive';
  if (value.greaterThan(toDec(rest))) return 'amount_above_refundable';
  return null;
}

/** SPEC §4 "refunded ... automatically within 14 days to the paying card": when the customer sees it at the latest. */
export const REFUND_ARRIVES_WITHIN_DAYS = 14;

export function refundArrivesBy(refundedAt: Date): Date {
  return new Date(refundedAt.getTime() + REFUND_ARRIVES_WITHIN_DAYS * 24 * 60 * 60 * 1000);
}
