// Concrete paths (relative to API_BASE) of routes with parameters, without their zod schemas: the
// browser client imports them from here so zod stays out of every page's first load (issue #7).
// The route files re-export them, so `@posylka/contract` keeps its exports.
import type { PromotionPlacement } from './content.js';

/** The address book's paths with an id or a type. */
export const addressPaths = {
  one: (id: string) => `/personal/addresses/${encodeURIComponent(id)}`,
  create: (type: string) => `/personal/addresses/${encodeURIComponent(type)}`,
  update: (id: string) => `/personal/addresses/update/${encodeURIComponent(id)}`,
  deactivate: (id: string) => `/personal/addresses/deactivate/${encodeURIComponent(id)}`,
  toggleFavorite: (id: string) => `/personal/addresses/favorite/${encodeURIComponent(id)}/toggle`,
};

export function catalogShopApiPath(slug: string): string {
  return `/catalog/shops/${encodeURIComponent(slug)}`;
}

/** The logo we draw for a shop (image/svg+xml), relative to API_BASE. */
export function catalogLogoApiPath(slug: string): string {
  return `/catalog/logos/${encodeURIComponent(slug)}.svg`;
}

export function internationalCompaniesApiPath(country: string): string {
  return `/international/${encodeURIComponent(country.toLowerCase())}/companies`;
}
export function internationalCompanyApiPath(country: string): string {
  return `/international/${encodeURIComponent(country.toLowerCase())}`;
}

export function promotionsPath(placement: PromotionPlacement): string {
  return `/extra/promotions/${encodeURIComponent(placement)}`;
}
