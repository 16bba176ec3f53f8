import { bonusesEarned } from '../bonuses/bonuses.js';
import { Dec, roundAmount, toDec, type DecimalInput } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import { convert, type Rates } from '../money/rates.js';
import { quotePriceList } from '../pricing/price-list.js';
import { findCountry } from '../reference/countries.js';

/**
 * International delivery cost of a weighed parcel: the country's price list (SPEC §9 "Price list
 * calculation") for the measured weight, in the country's currency, on the grid of warehouse `stockId`
 * (a parcel's is `parcelWarehouse`: the US and Poland have two with different prices). Without it the
 * country's first warehouse is used (the one the site shows first). A warehouse of another country
 * has no grid here, so no price.
 * Null when the country is unknown or the weight is not on the grid (zero, unreadable, over 30 kg):
 * the operator then sees no price rather than a wrong one. The fixed handling fee and additional
 * services are separate lines, not part of this cost.
 */
export function deliveryCostFor(input: {
  weightKg: DecimalInput;
  countryCode: string;
  rates: Rates;
  stockId?: string | null;
}): Money | null {
  const country = findCountry(input.countryCode.toUpperCase());
  if (!country) return null;
  const quote = quotePriceList({
    weightKg: input.weightKg,
    grid: country.tariffGrid,
    currency: country.currency,
    rates: input.rates,
    stockId: input.stockId ?? country.places[0]?.id ?? null,
  });
  return quote.ok ? quote.price : null;
}

/**
 * Bonuses credited when the customer receives the parcel: SPEC §9 "5 currency units per 0.5 kg ...
 * capped at the delivery cost at the national bank rate". The cap is the delivery cost converted to
 * UAH at the NBU rate, rounded half-down to kopiykas; the result is in UAH and never negative.
 */
export function bonusesOnReceipt(input: {
  weightKg: DecimalInput;
  deliveryCost: Money;
  rates: Rates;
}): Money {
  const earned = toDec(bonusesEarned(input.weightKg, true).amount);
  const cap = toDec(roundAmount(convert(input.deliveryCost, 'UAH', input.rates).amount));
  return { amount: roundAmount(Dec.max(Dec.min(earned, cap), 0)), currency: 'UAH' };
}
