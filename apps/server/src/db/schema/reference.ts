// Reference data: countries with their warehouses and tariff grids, currencies and NBU rates, shops
// (companies) per country, goods categories, service settings and the HS nomenclature.
// Money and rates are `numeric` (exact decimals, read back as strings), never float.
import type { CurrencyCode, LocalizedText } from '@posylka/domain';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  /** ISO 4217 alphabetic code. */
  code: varchar('code', { length: 3 }).primaryKey(),
  /** ISO 4217 numeric code (NBU answers carry it as r030). */
  numericCode: smallint('numeric_code').notNull(),
  symbol: text('symbol').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  minorUnits: smallint('minor_units').notNull(),
});

/** UAH per one unit of a currency on a date (the National Bank publishes one rate per day). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    validOn: date('valid_on', { mode: 'string' }).notNull(),
    // Unconstrained numeric keeps the source's precision (NBU gives KRW as 0.026408).
    uahPerUnit: numeric('uah_per_unit').notNull(),
    source: text('source').notNull(),
  },
  // The key also serves "latest rate per currency" (DISTINCT ON currency ORDER BY valid_on DESC).
  (t) => [primaryKey({ columns: [t.currencyCode, t.validOn] })],
);

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2, also the public id of a country (SPEC §3 Country.id). */
  code: varchar('code', { length: 2 }).primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  /** Flag emoji (SPEC §3 Country.icon). */
  icon: text('icon').notNull(),
  /** Currency the warehouses price in. */
  currencyCode: varchar('currency_code', { length: 3 })
    .$type<CurrencyCode>()
    .notNull()
    .references(() => currencies.code),
  /** Currencies offered for item prices in the forwarding form (SPEC §9), UAH last. */
  formCurrencies: jsonb('form_currencies').$type<CurrencyCode[]>().notNull(),
  /** Customs limit of the country (SPEC §3 maxCost), in `max_cost_currency` (EUR). */
  maxCost: numeric('max_cost', { precision: 12, scale: 2 }).notNull(),
  maxCostCurrency: varchar('max_cost_currency', { length: 3 })
    .notNull()
    .references(() => currencies.code),
  /** Export documents are needed above 1000 EUR for this country (SPEC §9 "listed countries"). */
  exportDocuments: boolean('export_documents').notNull(),
  /**
   * The most one shipment from this country may be worth, EUR (SPEC §9 "Maximum shipment value for
   * European countries 10000 EUR ... none for US"); null = no maximum.
   */
  maxShipmentValueEur: numeric('max_shipment_value_eur', { precision: 12, scale: 2 }),
  /** False while delivery from the country is suspended ("temporarily unavailable", SPEC §8). */
  affordable: boolean('affordable').notNull(),
  /** Icon of the logistics chain: plane for US, CN and CA, car otherwise (SPEC §2). */
  transport: varchar('transport', { length: 8 }).notNull(),
  /** Date of the delivery-separation notice of SPEC §4, null when there is none. */
  deliverySeparationDate: date('delivery_separation_date', { mode: 'string' }),
  deliverySeparationExtraNote: boolean('delivery_separation_extra_note').notNull(),
  /** Our catalogue of the country's shops (SPEC §2 "buy-{country code lowercase}"). */
  link: text('link').notNull(),
  /** The country's internet domain, e.g. ".de": tells a shop link's country in the catalogue. */
  domain: text('domain').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** A warehouse ("stock") of ours in a country; tariff grids differ per warehouse. */
export const countryPlaces = pgTable(
  'country_places',
  {
    // The domain's warehouse id ("us-de"): tariff entries and customers' choices refer to it.
    id: varchar('id', { length: 16 }).primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    city: jsonb('city').$type<LocalizedText>().notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [index('country_places_country_idx').on(t.countryCode)],
);

/** Price of international delivery per 0.5 kg for a weight band (from, to] at one warehouse. */
export const tariffEntries = pgTable(
  'tariff_entries',
  {
    id: serial('id').primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    stockId: varchar('stock_id', { length: 16 })
      .notNull()
      .references(() => countryPlaces.id),
    fromKg: numeric('from_kg', { precision: 8, scale: 3 }).notNull(),
    toKg: numeric('to_kg', { precision: 8, scale: 3 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code),
  },
  (t) => [
    unique('tariff_entries_band_uq').on(t.stockId, t.fromKg),
    index('tariff_entries_country_idx').on(t.countryCode),
  ],
);

/** A shop, marketplace or carrier customers buy from in a country (SPEC §3 company). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    /** Stable natural key within a country, also the icon file name. */
    slug: varchar('slug', { length: 64 }).notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    icon: text('icon').notNull(),
    /** A parcel locker or pickup code may be needed to collect the parcel (SPEC §2 step 1 note). */
    mayNeedPassword: boolean('may_need_password').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [unique('companies_country_slug_uq').on(t.countryCode, t.slug)],
);

export const goodsCategories = pgTable(
  'goods_categories',
  {
    // Ids are fixed by the seed: order items store them (SPEC §3 categoryId).
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: varchar('slug', { length: 64 }).notNull().unique('goods_categories_slug_uq'),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    hsCode: varchar('hs_code', { length: 10 }).notNull(),
    /** Carried under dangerous-goods rules (lithium cells, flammable liquids). */
    dangerousGoods: boolean('dangerous_goods').notNull(),
    /** Duty and VAT are cancelled (generators, charging stations, power banks, satellite terminals). */
    isTaxFree: boolean('is_tax_free').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [index('goods_categories_parent_idx').on(t.parentId)],
);

/** Keys of the settings table: SPEC §3 "Settings (forwarding)" and "Buy-out settings". */
export const SETTINGS_KEYS = { forwarding: 'forwarding', buyout: 'buyout' } as const;

/** Service settings edited without a release (SPEC §3 forwarding and buy-out settings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

/** Harmonized System nomenclature: chapters (2 digits), headings (4) and subheadings (6). */
export const hsCodes = pgTable(
  'hs_codes',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    description: text('description').notNull(),
    /** Ukrainian wording where we have one (chapters); null falls back to the English text. */
    descriptionUk: text('description_uk'),
    /** Code of the enclosing chapter or heading; null for chapters. */
    parent: varchar('parent', { length: 6 }),
    level: smallint('level').notNull(),
    /** Roman numeral of the HS section (I..XXI). */
    section: varchar('section', { length: 5 }).notNull(),
  },
  (t) => [index('hs_codes_parent_idx').on(t.parent), index('hs_codes_level_idx').on(t.level)],
);
