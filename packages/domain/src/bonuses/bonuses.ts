import { Dec, MoneyError, roundAmount, toDec, type DecimalInput } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import { convert, type Rates } from '../money/rates.js';

/**
 * SPEC §9 "Bonuses: 5 currency units per 0.5 kg ... for orders received by the customer".
 * "Currency units" are hryvnias: SPEC §9 "Discounts and bonuses are in UAH", and the balance
 * (SPEC §3 "Loyalty balance: amount", history "totals in UAH") is kept in UAH. The weight is the
 * billed weight (rounded up to 0.5 kg like the price list), so every started 0.5 kg the customer
 * paid for earns 5 UAH.
 */
export const BONUS_RULES: { readonly amountPerStep: Money; readonly stepKg: string } = {
  amountPerStep: { amount: '5', currency: 'UAH' },
  stepKg: '0.5',
};

/** Bonuses earned by one order: 5 UAH per started 0.5 kg, and only once the customer received it. */
export function bonusesEarned(weightKg: DecimalInput, receivedByCustomer: boolean): Money {
  const weight = toDec(weightKg);
  if (!receivedByCustomer || !weight.greaterThan(0)) return { amount: '0.00', currency: 'UAH' };
  const steps = weight.dividedBy(BONUS_RULES.stepKg).ceil();
  return { amount: roundAmount(steps.times(BONUS_RULES.amountPerStep.amount)), currency: 'UAH' };
}

/**
 * How much of the balance may be spent on one order: SPEC §9 "they cover international delivery
 * only, capped at the delivery cost at the national bank rate". The delivery cost (in the warehouse
 * currency) is converted to UAH at the NBU rate, rounded half-down, and the usable amount is the
 * smaller of that and the balance; never negative.
 */
export function usableBonuses(balance: Money, deliveryCost: Money | null, rates: Rates): Money {
  if (balance.currency !== 'UAH')
    throw new MoneyError(`Bonus balance must be in UAH, got ${balance.currency}`);
  if (deliveryCost === null) return { amount: '0.00', currency: 'UAH' };
  const capUah = toDec(roundAmount(convert(deliveryCost, 'UAH', rates).amount));
  const usable = Dec.max(Dec.min(toDec(balance.amount), capUah), 0);
  return { amount: roundAmount(usable), currency: 'UAH' };
}
