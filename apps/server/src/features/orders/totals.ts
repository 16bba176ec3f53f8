// The order's figures, computed only by the domain (fees/forwarding-results, customs/estimate) from
// the saved items, the NBU rates and the forwarding settings; stored as the order's snapshot.
import {
  convert,
  forwardingResults,
  forwardingSettingsFor,
  roundAmount,
  type CurrencyCode,
  type ForwardingPercents,
  type Money,
  type Rates,
} from '@posylka/domain';

export type TotalsItem = { quantity: number; amount: string; exempt: boolean };

export type OrderTotals = {
  itemsTotal: Money;
  itemsTotalEur: Money;
  itemsTotalUah: Money;
  /** EUR; 0.00 under the limit. */
  priceCustomsClearance: Money;
  insuranceFeeCost: Money;
  countedItems: number;
  isOverLimit: boolean;
};

/**
 * "Only items with price above 0 count toward totals" (SPEC §5); customs from the country's limit
 * (maxCost, EUR) with the stored percents; insurance "a percentage of the total" (SPEC §9).
 */
export function computeTotals(input: {
  items: readonly TotalsItem[];
  currency: CurrencyCode;
  limit: Money;
  percents: ForwardingPercents;
  rates: Rates;
}): OrderTotals {
  const settings = forwardingSettingsFor({ maxCost: input.limit }, undefined, input.percents);
  const results = forwardingResults({
    items: input.items.map((item) => ({ quantity: item.quantity, price: item.amount, exempt: item.exempt })),
    currency: input.currency,
    rates: input.rates,
    settings,
  });
  const eur: Money = results.orderSumEur ?? { ...results.orderSum, currency: 'EUR' };
  return {
    itemsTotal: results.orderSum,
    itemsTotalEur: { amount: roundAmount(eur.amount), currency: 'EUR' },
    itemsTotalUah: {
      amount: roundAmount(convert(results.orderSum, 'UAH', input.rates).amount),
      currency: 'UAH',
    },
    priceCustomsClearance: results.customs.isOverLimit
      ? results.customs.total
      : { amount: '0.00', currency: results.customs.total.currency },
    insuranceFeeCost: results.insuranceFee,
    countedItems: results.countedItems,
    isOverLimit: results.isOverLimit,
  };
}
