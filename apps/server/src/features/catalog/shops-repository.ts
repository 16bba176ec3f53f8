import { and, arrayContains, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { API_BASE, catalogLogoApiPath, type CatalogShop, type CatalogShopsResponse } from '@posylka/contract';
import {
  CATALOG_PAGE_SIZE,
  findCountry,
  isCountryCode,
  isShopCategorySlug,
  pageCount,
  type CatalogSort,
  type CountryCode,
  type Locale,
  type ShopCategorySlug,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { catalogShops } from '../../db/schema/index.js';

type ShopRow = typeof catalogShops.$inferSelect;

export interface ShopFilter {
  category?: ShopCategorySlug | undefined;
  country?: CountryCode | undefined;
  sortBy: CatalogSort;
  q?: string | undefined;
  page: number;
}

/** `%text%` for ILIKE with the wildcard characters of the text itself taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Every word must appear in the title or in the description in the request's language. */
function matches(q: string | undefined, locale: Locale): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const description = sql<string>`${catalogShops.shortDescriptions}->>${locale}`;
  return and(
    ...words.map((word) =>
      or(ilike(catalogShops.title, containsPattern(word)), ilike(description, containsPattern(word))),
    ),
  );
}

function countryName(code: CountryCode, locale: Locale): string {
  return findCountry(code)?.name[locale] ?? code;
}

export function toCatalogShop(row: ShopRow, locale: Locale): CatalogShop {
  const image = API_BASE + catalogLogoApiPath(row.slug);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    color: row.color,
    image,
    imageWebp: image,
    shortDescription: row.shortDescriptions[locale],
    url: row.siteUrl,
    countries: row.countries.filter(isCountryCode).map((code) => ({ code, name: countryName(code, locale) })),
    categories: row.categories.filter(isShopCategorySlug),
  };
}

const ORDER: Record<CatalogSort, SQL[]> = {
  popular: [asc(catalogShops.popularity), asc(catalogShops.id)],
  'a-z': [asc(sql`lower(${catalogShops.title})`), asc(catalogShops.id)],
  'z-a': [desc(sql`lower(${catalogShops.title})`), desc(catalogShops.id)],
};

export function shopConditions(filter: Omit<ShopFilter, 'sortBy' | 'page'>, locale: Locale): SQL | undefined {
  return and(
    filter.category ? arrayContains(catalogShops.categories, [filter.category]) : undefined,
    filter.country ? arrayContains(catalogShops.countries, [filter.country]) : undefined,
    matches(filter.q, locale),
  );
}

export async function listShops(
  db: Database,
  filter: ShopFilter,
  locale: Locale,
): Promise<CatalogShopsResponse> {
  const where = shopConditions(filter, locale);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(catalogShops)
      .where(where)
      .orderBy(...ORDER[filter.sortBy])
      .limit(CATALOG_PAGE_SIZE)
      .offset((filter.page - 1) * CATALOG_PAGE_SIZE),
    db.select({ value: count() }).from(catalogShops).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => toCatalogShop(row, locale)),
    total: totalCount,
    page: filter.page,
    pages: pageCount(totalCount, CATALOG_PAGE_SIZE),
    pageSize: CATALOG_PAGE_SIZE,
  };
}

/** Every shop's slug, alphabetical: the sitemap lists each shop page. */
export async function listShopSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: catalogShops.slug }).from(catalogShops).orderBy(catalogShops.slug);
  return rows.map((row) => row.slug);
}

/** All shops of a country, most popular first (the international pages show them all). */
export async function listCountryShops(
  db: Database,
  country: CountryCode,
  locale: Locale,
): Promise<CatalogShop[]> {
  const rows = await db
    .select()
    .from(catalogShops)
    .where(arrayContains(catalogShops.countries, [country]))
    .orderBy(...ORDER.popular);
  return rows.map((row) => toCatalogShop(row, locale));
}

export async function findShop(db: Database, slug: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(catalogShops).where(eq(catalogShops.slug, slug)).limit(1);
  return row;
}
