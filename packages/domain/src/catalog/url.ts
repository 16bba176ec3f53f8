// SPEC §2: "/catalog/ followed by optional segments, a category and buy-{country code lowercase}.
// Query: page (omitted when 1), sortBy (popular, a-z, z-a), search." One builder and one parser, so
// the links the pages write and the addresses they accept cannot disagree.
import type { CountryCode } from '../reference/types.js';
import {
  CATALOG_SEARCH_MAX,
  countryFromSegment,
  countrySegment,
  DEFAULT_CATALOG_SORT,
  isCatalogSort,
  isShopCategorySlug,
  type CatalogSort,
  type ShopCategorySlug,
} from './rules.js';

export const CATALOG_BASE_PATH = '/catalog';

export interface CatalogFilter {
  category?: ShopCategorySlug | undefined;
  country?: CountryCode | undefined;
  sortBy: CatalogSort;
  search: string;
  page: number;
}

export const EMPTY_CATALOG_FILTER: CatalogFilter = { sortBy: DEFAULT_CATALOG_SORT, search: '', page: 1 };

/**
 * The path segments after /catalog: none, a category, buy-{country}, or both in that order.
 * Returns null for anything else (an unknown category or country, extra segments): a 404 page.
 */
export function parseCatalogSegments(
  segments: readonly (string | undefined)[],
): Pick<CatalogFilter, 'category' | 'country'> | null {
  const parts = segments.filter((s): s is string => s !== undefined && s !== '');
  if (parts.length > 2) return null;
  const [first, second] = parts;
  if (first === undefined) return {};
  const firstCountry = countryFromSegment(first);
  if (second === undefined) {
    if (firstCountry) return { country: firstCountry };
    return isShopCategorySlug(first) ? { category: first } : null;
  }
  const country = countryFromSegment(second);
  return isShopCategorySlug(first) && country ? { category: first, country } : null;
}

/**
 * The query of a catalogue address. Lenient on purpose: a hand-edited or stale link (page=abc,
 * sortBy=cheap) falls back to the defaults instead of failing; the builder never writes such values.
 */
export function parseCatalogQuery(
  params: URLSearchParams,
): Pick<CatalogFilter, 'sortBy' | 'search' | 'page'> {
  const sort = params.get('sortBy');
  const page = Number(params.get('page') ?? '1');
  return {
    sortBy: isCatalogSort(sort) ? sort : DEFAULT_CATALOG_SORT,
    search: (params.get('search') ?? '').trim().slice(0, CATALOG_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Path and query for a filter, without a locale prefix: defaults (page 1, popular, no search) are left out. */
export function buildCatalogPath(filter: Partial<CatalogFilter>): string {
  const segments = [CATALOG_BASE_PATH];
  if (filter.category) segments.push(filter.category);
  if (filter.country) segments.push(countrySegment(filter.country));
  const query = new URLSearchParams();
  const search = filter.search?.trim();
  if (search) query.set('search', search);
  if (filter.sortBy && filter.sortBy !== DEFAULT_CATALOG_SORT) query.set('sortBy', filter.sortBy);
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  const qs = query.toString();
  return segments.join('/') + (qs ? `?${qs}` : '');
}

/** SPEC §2 detail page: /catalog/c/{slug}?_country=US. */
export function catalogShopPath(slug: string, country?: CountryCode): string {
  const path = `${CATALOG_BASE_PATH}/c/${encodeURIComponent(slug)}`;
  return country ? `${path}?_country=${country}` : path;
}
