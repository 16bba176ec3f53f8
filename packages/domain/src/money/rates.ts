import { z } from 'zod';
import { CURRENCY_CODES, currencyCodeSchema, type CurrencyCode } from './currency.js';
import { Dec, MoneyError, toDec } from './decimal.js';
import { money, type Money } from './money.js';

/**
 * Exchange rates as the National Bank of Ukraine publishes them: UAH per 1 unit of each currency.
 * `date` is the NBU exchange date (ISO yyyy-mm-dd). UAH itself is always 1.
 */
export type Rates = { date: string; uahPer: Record<CurrencyCode, string> };

/** Validates a stored or fetched rate set: an ISO date and a positive decimal rate for every currency. */
export const ratesSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  uahPer: z.record(currencyCodeSchema, z.string().regex(/^(?!0+(\.0+)?$)\d+(\.\d+)?$/)),
});

export function rateToUah(currency: CurrencyCode, rates: Rates): Dec {
  if (currency === 'UAH') return new Dec(1);
  const raw = rates.uahPer[currency];
  const rate = raw === undefined ? undefined : toDec(raw);
  if (!rate || !rate.greaterThan(0)) throw new MoneyError(`No exchange rate for ${currency}`);
  return rate;
}

/** Units of `to` per 1 unit of `from`, crossing through UAH (the only base the NBU publishes). */
export function crossRate(from: CurrencyCode, to: CurrencyCode, rates: Rates): Dec {
  if (from === to) return new Dec(1);
  return rateToUah(from, rates).dividedBy(rateToUah(to, rates));
}

/** Converts through UAH: amount x (UAH per from) / (UAH per to). Unrounded; round for display. */
export function convert(m: Money, to: CurrencyCode, rates: Rates): Money {
  if (m.currency === to) return m;
  return money(toDec(m.amount).times(crossRate(m.currency, to, rates)), to);
}

/** True when every currency the product handles has a positive rate (server sanity check on refresh). */
export function hasAllRates(rates: Rates): boolean {
  return CURRENCY_CODES.every((code) => {
    try {
      rateToUah(code, rates);
      return true;
    } catch {
      return false;
    }
  });
}
