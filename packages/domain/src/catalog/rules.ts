// SPEC §2 "Catalogue": shop categories, sort orders, page size and the timings of the filter.
import { isCountryCode, type CountryCode } from '../reference/types.js';

/** Shop categories (not the goods categories of customs declarations): the first URL segment. */
export const SHOP_CATEGORY_SLUGS = [
  'clothes',
  'shoes',
  'electronics',
  'cosmetics',
  'vitamins',
  'kids',
  'sports',
  'home',
  'auto',
  'books',
  'marketplaces',
  'music',
] as const;
export type ShopCategorySlug = (typeof SHOP_CATEGORY_SLUGS)[number];

export function isShopCategorySlug(value: unknown): value is ShopCategorySlug {
  return typeof value === 'string' && (SHOP_CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** SPEC §2 "sortBy (popular, a-z, z-a)"; popular is the default and is left out of URLs. */
export const CATALOG_SORTS = ['popular', 'a-z', 'z-a'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'popular';

export function isCatalogSort(value: unknown): value is CatalogSort {
  return typeof value === 'string' && (CATALOG_SORTS as readonly string[]).includes(value);
}

/** Shops per catalogue page: a full grid of 4, 3 or 2 columns. */
export const CATALOG_PAGE_SIZE = 24;
/** SPEC §10 "Search debounce 1 s (catalogue)". */
export const CATALOG_SEARCH_DEBOUNCE_MS = 1000;
/** Longest search text the catalogue accepts. */
export const CATALOG_SEARCH_MAX = 100;

/** `buy-us` -> US; anything else (or an unknown country) -> undefined. */
export function countryFromSegment(segment: string): CountryCode | undefined {
  const match = /^buy-([a-z]{2})$/.exec(segment);
  const code = match?.[1]?.toUpperCase();
  return isCountryCode(code) ? code : undefined;
}

/** SPEC §2 "buy-{country code lowercase}". */
export function countrySegment(code: CountryCode): string {
  return `buy-${code.toLowerCase()}`;
}
