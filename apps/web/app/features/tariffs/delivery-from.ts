import type { ApiTypes } from '@posylka/contract';
import { formatMoney, formatWeight, type Locale, type Rates } from '@posylka/domain';
import { countryTariff } from './tariff-tables.js';

/** The cheapest parcel from a country, written out for the page: "0,5 кг", "7 $" and "255,98 ₴". */
export type DeliveryFromTexts = { weight: string; price: string; priceUah: string };

/**
 * "Delivery from the US from 7 $ per 0.5 kg" for the home page's hero, read from the US tariff grid
 * of GET /extra/countries through the domain's price list (never a number written into the texts).
 * Runs in the home loader: formatting with decimal.js there keeps it out of the home page's first
 * load (issue #7). Null when the country or its grid is missing.
 */
export function deliveryFromTexts(
  countries: readonly ApiTypes.Country[],
  rates: Rates,
  locale: Locale,
  code = 'US',
): DeliveryFromTexts | null {
  const country = countries.find((c) => c.code === code);
  if (!country) return null;
  try {
    const from = countryTariff(country, rates).from;
    if (!from) return null;
    return {
      weight: formatWeight(from.weightKg, locale),
      price: formatMoney(from.price, locale, { wholeWithoutCents: true }),
      priceUah: formatMoney(from.priceUah, locale, { wholeWithoutCents: true }),
    };
  } catch {
    // A rate missing for the grid's currency: the hero says nothing rather than a wrong price.
    return null;
  }
}
