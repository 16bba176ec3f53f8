// Site content written by us: home banner slides, the header ticker, notification posts (uk, ru, en
// only, SPEC §7), promotions per placement, savings comparison products and articles (SPEC §3).
// Texts of the whole site are LocalizedText (all five languages); money is numeric.
import type { CurrencyCode, LocalizedText } from '@posylka/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** SPEC §3 Banner slide. `href` null: the click rule of SPEC §2 decides (orders or register). */
export const bannerSlides = pgTable('banner_slides', {
  id: serial('id').primaryKey(),
  /** Natural key for the idempotent seed. */
  slug: text('slug').notNull().unique(),
  href: text('href'),
  alt: jsonb('alt').$type<LocalizedText>().notNull(),
  imageDesktop: text('image_desktop').notNull(),
  imageDesktopWebp: text('image_desktop_webp'),
  imageMobile: text('image_mobile').notNull(),
  imageMobileWebp: text('image_mobile_webp'),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** SPEC §3 Header item of the vertical ticker. */
export const headerItems = pgTable('header_items', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  text: jsonb('text').$type<LocalizedText>().notNull(),
  link: text('link'),
  color: varchar('color', { length: 9 }).notNull(),
  textColor: varchar('text_color', { length: 9 }).notNull(),
  /** Country codes drawn as small badges before the text. */
  countryCodes: jsonb('country_codes').$type<string[]>().notNull(),
  hasArrow: boolean('has_arrow').notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** SPEC §3 Notification post; one row per language (uk, ru, en), grouped by slug. */
export const notificationPosts = pgTable(
  'notification_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    unique('notification_posts_slug_locale').on(t.slug, t.locale),
    index('notification_posts_locale_published').on(t.locale, t.publishedAt),
  ],
);

/** A promotion shown at a placement (home strip, header, forwarding steps), optionally per country. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    placement: varchar('placement', { length: 32 }).notNull(),
    /** null: every country. */
    countryCode: varchar('country_code', { length: 2 }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    href: text('href'),
    color: varchar('color', { length: 9 }).notNull(),
    textColor: varchar('text_color', { length: 9 }).notNull(),
    /** Percent off, shown with the countdown; null when the promotion is not a discount. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** null: no end (no countdown). */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('promotions_placement').on(t.placement, t.countryCode)],
);

/** SPEC §3 Compare product of the savings slider: price in Ukraine vs bought in the US and shipped. */
export const compareProducts = pgTable('compare_products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  /** Saving in percent, as published with the prices below. */
  discount: numeric('discount', { precision: 5, scale: 2 }).notNull(),
  priceUkraine: numeric('price_ukraine', { precision: 12, scale: 2 }).notNull(),
  priceUsa: numeric('price_usa', { precision: 12, scale: 2 }).notNull(),
  /** Both prices are in this currency (UAH) so they compare directly. */
  currency: varchar('currency', { length: 3 }).$type<CurrencyCode>().notNull(),
  img: text('img').notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Help articles shown in the home slider. */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  excerpt: jsonb('excerpt').$type<LocalizedText>().notNull(),
  href: text('href').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
