// Price differences of a bought line (issue 6 "every amount they are shown equals what they are
// charged"): a shop price lower than the one paid is given back, an accepted rise is a surcharge the
// customer pays before the line is bought. Both carry the line's share of the service fee and insurance,
// pro rata to the products total paid, exactly like partialRefundAmount (processing.ts).
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import { addMoney, roundMoney, subtractMoney, sumMoney, type Money } from '../money/money.js';
import type { CurrencyCode } from '../money/currency.js';
import type { RefundLine } from './processing.js';
import type { BuyoutLineFacts } from './purchase.js';

/** The paid breakdown the fee shares are taken from (buyoutFees of the declared lines, as paid). */
export type PaidBreakdown = { productsTotal: Money; serviceFee: Money; insurance: Money };

/**
 * The cheaper part of a bought line as a refund line for partialRefundAmount: (paid - actual) per unit
 * for the units bought. Null when the shop price is not lower or nothing was bought.
 */
export function priceDropRefundLine(
  line: Pick<BuyoutLineFacts, 'price' | 'quantity'>,
  actualPrice: string,
  actualQuantity: number,
): RefundLine | null {
  const units = Math.min(actualQuantity, line.quantity);
  const drop = toDec(line.price).minus(actualPrice);
  if (units <= 0 || !drop.greaterThan(0)) return null;
  return { unitPrice: roundAmount(drop), quantity: units };
}

/**
 * What the customer pays for an accepted rise: the line's rise ((actual - paid) x units bought, see
 * lineRise) plus its share of the service fee and insurance, rise / products total of (fee +
 * insurance). Rounded once, half-down like every amount of ours. Zero when there is no rise.
 * Worked: products 110.00, fee 8.80, insurance 2.20, rise 6.00 -> 6.00 + 11.00 x 6/110 = 6.60.
 */
export function surchargeAmount(input: { rise: string; paid: PaidBreakdown }): Money {
  const { productsTotal, serviceFee, insurance } = input.paid;
  const currency = productsTotal.currency;
  const rise = toDec(input.rise);
  const total = toDec(productsTotal.amount);
  if (!rise.greaterThan(0)) return { amount: '0.00', currency };
  const fees = total.greaterThan(0)
    ? toDec(serviceFee.amount).plus(insurance.amount).times(rise).dividedBy(total)
    : new Dec(0);
  return { amount: roundAmount(rise.plus(fees)), currency };
}

/**
 * The order's money as the customer is charged it: the checkout payment plus surcharges paid, minus
 * refunds made; surcharges still to pay are shown apart (they are not charged yet). 2 decimals.
 */
export function buyoutChargedSummary(input: {
  currency: CurrencyCode;
  paid: Money | null;
  surchargesPaid: readonly Money[];
  surchargesDue: readonly Money[];
  refunds: readonly Money[];
}): { paid: Money; surcharges: Money; surchargesDue: Money; refunded: Money; charged: Money } {
  const { currency } = input;
  const paid = input.paid ?? { amount: '0', currency };
  const surcharges = sumMoney(input.surchargesPaid, currency);
  const refunded = sumMoney(input.refunds, currency);
  return {
    paid: roundMoney(paid),
    surcharges: roundMoney(surcharges),
    surchargesDue: roundMoney(sumMoney(input.surchargesDue, currency)),
    refunded: roundMoney(refunded),
    charged: roundMoney(subtractMoney(addMoney(paid, surcharges), refunded)),
  };
}
