import { Dec, MoneyError, roundAmount, toDec, type DecimalInput } from '../money/decimal.js';
import { money, type Money } from '../money/money.js';

/** Percent settings of SPEC §3 "Settings (forwarding)" that drive the estimate. */
export type CustomsPercents = {
  percentCustomsClearance: number;
  percentValueAddedTax: number;
  percentFeeForService: number;
};

/** SPEC §9 "Defaults: customs 10, VAT 20, service 3". */
export const DEFAULT_CUSTOMS_PERCENTS: Readonly<CustomsPercents> = {
  percentCustomsClearance: 10,
  percentValueAddedTax: 20,
  percentFeeForService: 3,
};

/** SPEC §9 "up to 150 EUR no duties". */
export const CUSTOMS_FREE_LIMIT: Readonly<Money> = { amount: '150', currency: 'EUR' };

/**
 * Preset of the customs cost calculator (SPEC §9 "calculator default: free limit 100, 150 over"):
 * the calculator opens with a 100 EUR free limit and a 150 EUR parcel value prefilled, so the first
 * screen already shows a non-zero estimate. Separate from the 150 EUR limit the order wizard uses.
 */
export const CUSTOMS_CALCULATOR_PRESET: Readonly<{ freeLimit: Money; defaultValue: Money }> = {
  freeLimit: { amount: '100', currency: 'EUR' },
  defaultValue: { amount: '150', currency: 'EUR' },
};

/** One goods line as customs sees it: its value (quantity already applied) and whether it is exempt. */
export type CustomsItem = { value: Money; exempt?: boolean };

export type CustomsEstimate = {
  /** Value of all goods; this is what the free limit and the documents threshold are compared with. */
  goodsTotal: Money;
  /** goodsTotal above the free limit (0 when under); the service fee is taken of this. */
  excess: Money;
  /** Value of the non-exempt goods above the free limit; duty and VAT are taken of this. */
  dutiableExcess: Money;
  duty: Money;
  vat: Money;
  serviceFee: Money;
  /** duty + vat + serviceFee, each already rounded, so the shown parts add up to the shown total. */
  total: Money;
  isOverLimit: boolean;
};

/**
 * Customs estimate of SPEC §9/§5. Worked example of the issue: a 200 EUR parcel with a 150 EUR limit
 * gives excess 50, duty 10% x 50 = 5.00, VAT 20% x (50 + 5) = 11.00, service fee 3% x 50 = 1.50.
 * So the 3% service fee is taken of the excess (not of the parcel value, not of duty + VAT).
 *
 * Exemption (SPEC §9 "Duty and VAT are cancelled for generators, charging stations, power banks,
 * satellite terminals"): exempt goods carry no duty or VAT at all, so they are left out of the duty
 * and VAT base: dutiableExcess = max(0, non-exempt value - limit). They still count toward the
 * parcel value (limit check, documents) and toward the service fee, because the parcel is still
 * cleared through customs.
 *
 * Every figure is rounded to 2 decimals half-down (SPEC §9) after being computed exactly.
 */
export function estimateCustoms(
  items: readonly CustomsItem[],
  freeLimit: Money,
  percents: Partial<CustomsPercents> = {},
): CustomsEstimate {
  const currency = freeLimit.currency;
  const p = { ...DEFAULT_CUSTOMS_PERCENTS, ...percents };
  let goods = new Dec(0);
  let taxable = new Dec(0);
  for (const item of items) {
    if (item.value.currency !== currency) {
      throw new MoneyError(`Customs item in ${item.value.currency}, limit in ${currency}: convert first`);
    }
    const value = toDec(item.value.amount);
    goods = goods.plus(value);
    if (!item.exempt) taxable = taxable.plus(value);
  }
  const limit = toDec(freeLimit.amount);
  const excess = Dec.max(goods.minus(limit), 0);
  const dutiableExcess = Dec.max(taxable.minus(limit), 0);
  const duty = dutiableExcess.times(p.percentCustomsClearance).dividedBy(100);
  const vat = dutiableExcess.plus(duty).times(p.percentValueAddedTax).dividedBy(100);
  const serviceFee = excess.times(p.percentFeeForService).dividedBy(100);
  const round = (value: DecimalInput): Money => ({ amount: roundAmount(value), currency });
  const shown = { duty: round(duty), vat: round(vat), serviceFee: round(serviceFee) };
  return {
    goodsTotal: money(goods, currency),
    excess: round(excess),
    dutiableExcess: round(dutiableExcess),
    ...shown,
    total: round(toDec(shown.duty.amount).plus(shown.vat.amount).plus(shown.serviceFee.amount)),
    isOverLimit: goods.greaterThan(limit),
  };
}
