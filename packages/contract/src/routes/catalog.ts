// SPEC §7 catalogue calls: GET /catalog/shops (category, country, sortBy, q, page), the shop
// categories list (query, page, limit; items and total), a shop's detail, and the international
// pages' GET /international/{country}/companies and GET /international/{country}?company.
// Names and descriptions arrive in the request's language (x-locale). All public and cacheable.
import { z } from 'zod';
import {
  CATALOG_SEARCH_MAX,
  CATALOG_SORTS,
  COUNTRY_CODES,
  DEFAULT_CATALOG_SORT,
  SHOP_CATEGORY_SLUGS,
  type CatalogSort,
  type ShopCategorySlug,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { pagedSearchQuerySchema } from './extra.js';
import { defineRoute } from './route.js';

/** Catalogue answers may be cached by browsers and proxies this long (seconds), per language. */
export const CATALOG_MAX_AGE_SECONDS = 300;

/** A country code as typed in a URL (`us` or `US`); it must be one of SPEC §1's countries. */
const countryCode = z.string().trim().toUpperCase().pipe(z.enum(COUNTRY_CODES));
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const catalogCountrySchema = z.object({ code: z.enum(COUNTRY_CODES), name: z.string() });

/** SPEC §3 "Catalogue shop: id, slug, title, color, image, imageWebp, shortDescription", plus filters' facts. */
export const catalogShopSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Card and logo background, #rrggbb. */
  color: z.string(),
  /** The logo we draw (SVG, API path). SVG needs no WebP twin, so imageWebp is the same file. */
  image: z.string(),
  imageWebp: z.string(),
  shortDescription: z.string(),
  /** The shop's own site. */
  url: z.string(),
  /** Countries it ships from to our warehouses; the first is the default on the detail page. */
  countries: z.array(catalogCountrySchema),
  categories: z.array(z.enum(SHOP_CATEGORY_SLUGS)),
});
export type CatalogShop = z.infer<typeof catalogShopSchema>;

// ---- GET /catalog/shops ----

export const catalogShopsQuerySchema = z.object({
  category: z.enum(SHOP_CATEGORY_SLUGS).optional(),
  country: countryCode.optional(),
  sortBy: z.enum(CATALOG_SORTS).default(DEFAULT_CATALOG_SORT),
  q: z.string().trim().max(CATALOG_SEARCH_MAX).optional(),
  page,
});
/** What a caller sends; omitted parts take the defaults (popular, page 1). */
export interface CatalogShopsQuery {
  category?: ShopCategorySlug | undefined;
  country?: string | undefined;
  sortBy?: CatalogSort | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export const catalogShopsResponseSchema = z.object({
  items: z.array(catalogShopSchema),
  total: z.number().int(),
  page: z.number().int(),
  /** At least 1 (an empty result is page 1 of 1). */
  pages: z.number().int(),
  pageSize: z.number().int(),
});
export type CatalogShopsResponse = z.infer<typeof catalogShopsResponseSchema>;

export const catalogShopsRoute = defineRoute({
  method: 'GET',
  path: '/catalog/shops',
  summary: 'Catalogue shops filtered by category, country and search text, sorted and paged',
  tags: ['catalog'],
  auth: false,
  querystring: catalogShopsQuerySchema,
  response: { 200: catalogShopsResponseSchema, 422: validationErrorBodySchema },
});

// ---- GET /catalog/categories?query&page&limit ----

export const shopCategorySchema = z.object({
  slug: z.enum(SHOP_CATEGORY_SLUGS),
  name: z.string(),
  /** Shops in the category. */
  count: z.number().int(),
});
export type ShopCategory = z.infer<typeof shopCategorySchema>;

export const shopCategoriesResponseSchema = z.object({
  items: z.array(shopCategorySchema),
  total: z.number().int(),
});
export type ShopCategoriesResponse = z.infer<typeof shopCategoriesResponseSchema>;

export const shopCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/catalog/categories',
  summary: 'Shop categories with shop counts, searchable by name, paged (infinite scroll)',
  tags: ['catalog'],
  auth: false,
  querystring: pagedSearchQuerySchema,
  response: { 200: shopCategoriesResponseSchema, 422: validationErrorBodySchema },
});

// ---- GET /catalog/shops/{slug} ----

export const catalogShopParamsSchema = z.object({ slug: z.string().min(1).max(64) });

export const catalogShopRoute = defineRoute({
  method: 'GET',
  path: '/catalog/shops/:slug',
  summary: 'One catalogue shop with its countries (404 when there is none)',
  tags: ['catalog'],
  auth: false,
  params: catalogShopParamsSchema,
  response: { 200: catalogShopSchema, 404: errorBodySchema },
});

export { catalogLogoApiPath } from './paths.js';

// ---- GET /international/{country}/companies ----

export const internationalParamsSchema = z.object({ country: countryCode });

export const internationalCompaniesResponseSchema = z.object({
  country: catalogCountrySchema,
  items: z.array(catalogShopSchema),
});
export type InternationalCompaniesResponse = z.infer<typeof internationalCompaniesResponseSchema>;

export const internationalCompaniesRoute = defineRoute({
  method: 'GET',
  path: '/international/:country/companies',
  summary: "A country's catalogue shops, most popular first (422 on an unknown country)",
  tags: ['catalog'],
  auth: false,
  params: internationalParamsSchema,
  response: { 200: internationalCompaniesResponseSchema, 422: validationErrorBodySchema },
});

// ---- GET /international/{country}?company= ----

export const internationalCompanyQuerySchema = z.object({ company: z.string().trim().min(1).max(64) });

export const internationalCompanyResponseSchema = z.object({
  country: catalogCountrySchema,
  company: catalogShopSchema,
});
export type InternationalCompanyResponse = z.infer<typeof internationalCompanyResponseSchema>;

export const internationalCompanyRoute = defineRoute({
  method: 'GET',
  path: '/international/:country',
  summary: "A shop's catalogue entry for one country (404 when the shop does not ship from it)",
  tags: ['catalog'],
  auth: false,
  params: internationalParamsSchema,
  querystring: internationalCompanyQuerySchema,
  response: {
    200: internationalCompanyResponseSchema,
    404: errorBodySchema,
    422: validationErrorBodySchema,
  },
});

// ---- GET /catalog/slugs ----

export const catalogSlugsResponseSchema = z.object({ items: z.array(z.string()) });

/** Every shop's slug, for sitemap.xml (one small answer instead of paging through the catalogue). */
export const catalogSlugsRoute = defineRoute({
  method: 'GET',
  path: '/catalog/slugs',
  summary: 'The slug of every catalogue shop, alphabetical (for the sitemap)',
  tags: ['catalog'],
  auth: false,
  response: { 200: catalogSlugsResponseSchema },
});
