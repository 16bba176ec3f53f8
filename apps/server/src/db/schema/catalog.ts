// The shop catalogue (SPEC §1, §3 "Catalogue shop"): shops we recommend per country, grouped by shop
// categories (clothes, electronics... — not the goods categories of customs declarations).
import type { LocalizedText } from '@posylka/domain';
import { index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';

export const shopCategories = pgTable('shop_categories', {
  slug: varchar('slug', { length: 32 }).primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const catalogShops = pgTable(
  'catalog_shops',
  {
    id: serial('id').primaryKey(),
    /** URL key of the detail page (/catalog/c/{slug}); stable across seeds. */
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    title: text('title').notNull(),
    /** The shop's own site, opened in a new window from the detail page. */
    siteUrl: text('site_url').notNull(),
    /** Background colour of the card and logo, #rrggbb. */
    color: varchar('color', { length: 7 }).notNull(),
    /** Ordered: the first is preselected on the detail page when no _country is given. */
    countries: varchar('countries', { length: 2 }).array().notNull(),
    categories: varchar('categories', { length: 32 }).array().notNull(),
    /** 1 = most popular; the default sort. */
    popularity: integer('popularity').notNull(),
    shortDescriptions: jsonb('short_descriptions').$type<LocalizedText>().notNull(),
  },
  (t) => [
    index('catalog_shops_countries_idx').using('gin', t.countries),
    index('catalog_shops_categories_idx').using('gin', t.categories),
  ],
);
