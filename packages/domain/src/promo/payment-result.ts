import { compareMoney, minMoney, money, roundMoney, type Money } from '../money/money.js';
import { PROMO_RULES } from '../reference/timings.js';
import { issuedPromoValidUntil } from './rules.js';

/** How a customer's payment ended, as the payment result pages say it (SPEC §2 success / failure). */
export type PaymentResult = 'success' | 'failure';

/** The terms of a churn offer (SPEC §3 "Churn offer: discountAmount, restrictedValue, result, expiredAt"). */
export type ChurnOfferTerms = {
  discountAmount: Money;
  /** The most the offer takes off, UAH; null: no cap below discountAmount. */
  restrictedValue: Money | null;
  expiredAt: Date;
};

/** What an offer takes off at most: discountAmount, or restrictedValue when that is lower. */
function offerValue(terms: Pick<ChurnOfferTerms, 'discountAmount' | 'restrictedValue'>): Money {
  return terms.restrictedValue ? minMoney(terms.discountAmount, terms.restrictedValue) : terms.discountAmount;
}

/**
 * The personal offer a payment result gives (SPEC §9 "Promo: 100 UAH off delivery, valid 2 hours
 * after success or 3 days after failure"), as one offer with the one the customer already holds:
 * a customer has one active offer at a time, and a newer result never makes it worse. The discount
 * is the larger of the two (with its own cap), the end the later of the two. `held` is the
 * customer's active offer at `at`, or null.
 */
export function paymentResultOffer(
  result: PaymentResult,
  at: Date,
  held: ChurnOfferTerms | null,
): ChurnOfferTerms {
  const own: ChurnOfferTerms = {
    discountAmount: roundMoney(money(PROMO_RULES.deliveryDiscountUah, 'UAH')),
    restrictedValue: null,
    expiredAt: issuedPromoValidUntil(result, at),
  };
  if (!held || held.expiredAt.getTime() <= at.getTime()) return own;
  const better = compareMoney(offerValue(held), offerValue(own)) >= 0 ? held : own;
  return {
    discountAmount: better.discountAmount,
    restrictedValue: better.restrictedValue,
    expiredAt: held.expiredAt.getTime() > own.expiredAt.getTime() ? held.expiredAt : own.expiredAt,
  };
}
