import { estimateCustoms, type CustomsEstimate, type CustomsItem } from '../customs/estimate.js';
import { usableBonuses } from '../bonuses/bonuses.js';
import type { CurrencyCode } from '../money/currency.js';
import { Dec, roundAmount } from '../money/decimal.js';
import { money, type Money } from '../money/money.js';
import { convert, type Rates } from '../money/rates.js';
import type { ForwardingPercents, ForwardingSettings } from '../reference/settings.js';
import { lineTotal } from './line-items.js';

/** A product row of the forwarding form (SPEC §3 Order item): quantity x unit price. */
export type ForwardingItemInput = {
  quantity: number;
  /** Unit price in the order currency, as typed or stored. */
  price: string | number | null;
  /** The row's category is tax-free (SPEC §3 categoryId.isTaxFree; SPEC §9 exempt goods). */
  exempt?: boolean;
};

/** SPEC §3 "additionalServices (key, cost {amount, currency})". */
export type AdditionalService = { key: number; cost: Money };

export type ForwardingResultsInput = {
  items: readonly ForwardingItemInput[];
  currency: CurrencyCode;
  rates: Rates;
  settings: ForwardingSettings;
  additionalServices?: readonly AdditionalService[];
  /** Loyalty balance (UAH) and the order's delivery cost, for the bonuses line. */
  bonusBalance?: Money | null;
  deliveryCost?: Money | null;
};

/** The fees of a forwarded parcel that every page names (issue 14 item 9 "One fee name and one number"). */
export const FORWARDING_FEE_KINDS = ['guarantee', 'insurance'] as const;
export type ForwardingFeeKind = (typeof FORWARDING_FEE_KINDS)[number];

/** One fee as the wizard, the success page and the parcel page show it: its kind, percent and amount. */
export type ForwardingFeeLine = { kind: ForwardingFeeKind; percent: number; cost: Money };

const pct = (base: InstanceType<typeof Dec>, percent: number) => base.times(percent).dividedBy(100);

/**
 * SPEC §9 "Guarantee 1% of the sum, paid on receipt" and "Insurance fee is a percentage of the
 * total": both of the order sum, in its currency, rounded half-down as shown. The one source of the
 * two figures for the results panel, the stored order (success and parcel pages) and the parcel's
 * charges, so a fee reads the same under the same name everywhere. A saved order passes its stored
 * insurance (the snapshot its figures were saved with, this same computation at the time) as
 * `storedInsurance`; the guarantee is never stored and always follows the sum.
 */
export function forwardingFeeLines(
  orderSum: Money,
  percents: Pick<ForwardingPercents, 'percentGuarantee' | 'percentInsuranceServiceFee'>,
  storedInsurance?: Money,
): ForwardingFeeLine[] {
  const sum = new Dec(orderSum.amount);
  const line = (kind: ForwardingFeeKind, percent: number): ForwardingFeeLine => ({
    kind,
    percent,
    cost: { amount: roundAmount(pct(sum, percent)), currency: orderSum.currency },
  });
  const insurance = line('insurance', percents.percentInsuranceServiceFee);
  return [
    line('guarantee', percents.percentGuarantee),
    storedInsurance
      ? {
          ...insurance,
          cost: { amount: roundAmount(storedInsurance.amount), currency: storedInsurance.currency },
        }
      : insurance,
  ];
}

/** The line of `kind` (forwardingFeeLines always holds both). */
export function forwardingFee(
  lines: readonly ForwardingFeeLine[],
  kind: ForwardingFeeKind,
): ForwardingFeeLine {
  const found = lines.find((line) => line.kind === kind);
  if (!found) throw new Error(`No ${kind} fee line`);
  return found;
}

export type ForwardingResults = {
  /** SPEC §2 "Results panel (shown when the product total is above 0)". */
  showPanel: boolean;
  /** Rows that count (price above 0). */
  countedItems: number;
  orderSum: Money;
  /** EUR equivalent, only when the order currency is not EUR. */
  orderSumEur: Money | null;
  /** SPEC §9 "Guarantee 1% of the sum, paid on receipt". */
  guarantee: Money;
  /** SPEC §9 "Insurance fee is a percentage of the total": percentInsuranceServiceFee of the order sum. */
  insuranceFee: Money;
  /** The guarantee and the insurance fee as named lines (forwardingFeeLines). */
  feeLines: ForwardingFeeLine[];
  /** In the limit's currency (EUR). */
  customs: CustomsEstimate;
  customsUah: Money;
  additionalServices: readonly AdditionalService[];
  additionalServicesUah: Money;
  bonusesUsable: Money;
  /** Order sum above countryLimitPriceCustomsClearance: documents step and tax agreement apply. */
  isOverLimit: boolean;
};

/**
 * The figures of the forwarding results panel (SPEC §2, §3 Settings forwarding, §9). Sums are exact;
 * every shown figure is rounded to 2 decimals half-down. Customs are computed in the limit's
 * currency (EUR) from each row converted at the NBU rates, then shown in UAH as well (success view).
 */
export function forwardingResults(input: ForwardingResultsInput): ForwardingResults {
  const { currency, rates, settings } = input;
  const limit = settings.countryLimitPriceCustomsClearance;
  let sum = new Dec(0);
  let counted = 0;
  const customsItems: CustomsItem[] = [];
  for (const item of input.items) {
    const total = lineTotal(item.quantity, item.price);
    if (total === null) continue;
    counted += 1;
    sum = sum.plus(total);
    customsItems.push({
      value: convert(money(total, currency), limit.currency, rates),
      exempt: item.exempt ?? false,
    });
  }
  const orderSum = money(sum, currency);
  const customs = estimateCustoms(customsItems, limit, settings);
  const services = input.additionalServices ?? [];
  const servicesUah = services.reduce((acc, s) => acc.plus(convert(s.cost, 'UAH', rates).amount), new Dec(0));
  const round = (value: InstanceType<typeof Dec>, c: CurrencyCode): Money => ({
    amount: roundAmount(value),
    currency: c,
  });
  const feeLines = forwardingFeeLines(round(sum, currency), settings);
  return {
    showPanel: sum.greaterThan(0),
    countedItems: counted,
    orderSum: round(sum, currency),
    orderSumEur:
      currency === 'EUR'
        ? null
        : { amount: roundAmount(convert(orderSum, 'EUR', rates).amount), currency: 'EUR' },
    guarantee: forwardingFee(feeLines, 'guarantee').cost,
    insuranceFee: forwardingFee(feeLines, 'insurance').cost,
    feeLines,
    customs,
    customsUah: { amount: roundAmount(convert(customs.total, 'UAH', rates).amount), currency: 'UAH' },
    additionalServices: services,
    additionalServicesUah: round(servicesUah, 'UAH'),
    bonusesUsable: input.bonusBalance
      ? usableBonuses(input.bonusBalance, input.deliveryCost ?? null, rates)
      : { amount: '0.00', currency: 'UAH' },
    isOverLimit: customs.isOverLimit,
  };
}
