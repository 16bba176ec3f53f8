import type { CountryCode, LocalizedText, ShopCategorySlug } from '@posylka/domain';

/** One shop of the catalogue seed; popularity comes from its place in the combined list. */
export interface CatalogShopSeed {
  slug: string;
  title: string;
  siteUrl: string;
  color: string;
  countries: readonly CountryCode[];
  categories: readonly ShopCategorySlug[];
  description: LocalizedText;
}

/** Texts written in four languages; eng (English for Romania) uses the English one. */
export function text(uk: string, ru: string, en: string, ro: string): LocalizedText {
  return { uk, ru, en, ro, eng: en };
}

/** Compact row: slug, title, site, colour, countries, categories, then uk, ru, en, ro descriptions. */
export type ShopRow = [
  string,
  string,
  string,
  string,
  readonly CountryCode[],
  readonly ShopCategorySlug[],
  string,
  string,
  string,
  string,
];

export function shops(rows: readonly ShopRow[]): CatalogShopSeed[] {
  return rows.map(([slug, title, siteUrl, color, countries, categories, uk, ru, en, ro]) => ({
    slug,
    title,
    siteUrl,
    color,
    countries,
    categories,
    description: text(uk, ru, en, ro),
  }));
}
