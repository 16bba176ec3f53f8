import type { ForwardingOrder, ForwardingOrderSettings } from '@posylka/contract';
import {
  forwardingResults,
  isCurrencyCode,
  type CurrencyCode,
  type ForwardingItemInput,
  type ForwardingResults,
  type Money,
  type Rates,
} from '@posylka/domain';

/** GET /forwarding's rates (UAH per unit, as strings) in the domain's Rates shape. */
export function ratesOf(settings: ForwardingOrderSettings): Rates {
  return { date: '', uahPer: { ...settings.rates, UAH: '1' } as Rates['uahPer'] };
}

/**
 * The results panel figures for the rows as typed, by the domain's forwardingResults (the same
 * function the server's order snapshot uses). null while settings load or when a rate is missing.
 */
export function computeResults(input: {
  items: readonly ForwardingItemInput[];
  currency: string;
  settings: ForwardingOrderSettings | undefined;
  additionalServices?: ForwardingOrder['additionalServices'];
  bonusBalance?: { amount: string; currency: string } | null;
}): ForwardingResults | null {
  const { settings } = input;
  if (!settings || !isCurrencyCode(input.currency)) return null;
  try {
    return forwardingResults({
      items: input.items,
      currency: input.currency as CurrencyCode,
      rates: ratesOf(settings),
      settings: {
        percentCustomsClearance: Number(settings.percentCustomsClearance),
        percentValueAddedTax: Number(settings.percentValueAddedTax),
        percentFeeForService: Number(settings.percentFeeForService),
        percentInsuranceServiceFee: Number(settings.percentInsuranceServiceFee),
        percentGuarantee: Number(settings.percentGuarantee),
        countryLimitPriceCustomsClearance: settings.countryLimitPriceCustomsClearance as Money,
        countryTotalOrdersSum: settings.countryTotalOrdersSum as Money,
      },
      additionalServices: (input.additionalServices ?? []).filter((s) => isCurrencyCode(s.cost.currency)) as {
        key: number;
        cost: Money;
      }[],
      bonusBalance: (input.bonusBalance as Money | null | undefined) ?? null,
    });
  } catch {
    return null;
  }
}
