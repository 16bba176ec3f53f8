/**
 * Product examples of the price block (SPEC §2) and the savings slider (SPEC §1, §3 Compare product).
 * Written by us: typical goods customers order, with their usual shipping weight; names are in the
 * `calculators` namespace under examples.<id> and compare.<id>.
 */
export const PRICE_EXAMPLES = [
  { id: 'phone', weightKg: '0.5' },
  { id: 'sneakers', weightKg: '1.5' },
  { id: 'jacket', weightKg: '2' },
  { id: 'laptop', weightKg: '3' },
  { id: 'vitamins', weightKg: '0.8' },
] as const;
export type PriceExampleId = (typeof PRICE_EXAMPLES)[number]['id'];

/**
 * Compare products: the price in a Ukrainian shop (UAH) against the US shop price (USD), plus the
 * weight so the delivery from our US warehouse is counted in the saving. Prices are typical retail
 * prices of the kind of product, rounded.
 */
export const COMPARE_PRODUCTS = [
  { id: 'headphones', priceUkraine: '14999', priceUSA: '279', weightKg: '1', country: 'US' },
  { id: 'sneakers', priceUkraine: '6499', priceUSA: '110', weightKg: '1.5', country: 'US' },
  { id: 'watch', priceUkraine: '18999', priceUSA: '349', weightKg: '0.5', country: 'US' },
  { id: 'jeans', priceUkraine: '3999', priceUSA: '59.5', weightKg: '1', country: 'US' },
  { id: 'vitamins', priceUkraine: '1599', priceUSA: '24.99', weightKg: '0.5', country: 'US' },
  { id: 'console', priceUkraine: '21999', priceUSA: '399', weightKg: '4', country: 'US' },
] as const;
export type CompareProductId = (typeof COMPARE_PRODUCTS)[number]['id'];
