import type { CompareProduct } from '@posylka/contract';
import { formatMoney, type Locale } from '@posylka/domain';

/** A savings-slider product with its prices already written out for the page's language. */
export type PricedCompareProduct = CompareProduct & { priceUkraineText: string; priceUSAText: string };

/**
 * Formats the slider's prices in the home loader (on the server): formatMoney rounds with
 * decimal.js, and doing it here keeps decimal.js out of the home page's first load (issue #7).
 */
export function withPriceTexts(products: readonly CompareProduct[], locale: Locale): PricedCompareProduct[] {
  return products.map((p) => ({
    ...p,
    priceUkraineText: formatMoney(p.priceUkraine, locale),
    priceUSAText: formatMoney(p.priceUSA, locale),
  }));
}
