// Nova Poshta directory (areas, cities, warehouses) for the address form's city and warehouse pickers.
// Rows come from the compact directory we ship (source 'compact'), the importer or the daily sync
// (source 'novaposhta'). Refs are Nova Poshta's own, so a saved address keeps pointing at the same place.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type NpSource = 'compact' | 'novaposhta';
export type NpSchedule = Record<string, string>;
export interface NpDimensions {
  width: number;
  height: number;
  length: number;
}

export const npAreas = pgTable('np_areas', {
  ref: text('ref').primaryKey(),
  description: text('description').notNull(),
  descriptionRu: text('description_ru'),
  /** CityRef of the regional centre: those cities rank first in the autocomplete. */
  areasCenter: text('areas_center'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const npCities = pgTable(
  'np_cities',
  {
    ref: text('ref').primaryKey(),
    description: text('description').notNull(),
    /** Null when the source has no Russian name (the reduced 9,313-city list). */
    descriptionRu: text('description_ru'),
    areaRef: text('area_ref'),
    /** "Львівська" (the oblast without "область"), '' when unknown. */
    areaDescription: text('area_description').notNull().default(''),
    areaDescriptionRu: text('area_description_ru'),
    /** "місто", "село", "смт", "селище". */
    settlementType: text('settlement_type').notNull().default(''),
    settlementTypeRu: text('settlement_type_ru'),
    /** Big cities first: 0 Kyiv, 1 regional centre, 2 other town (місто), 3 смт/селище, 4 village. */
    rank: smallint('rank').notNull().default(4),
    /** normalizeSearch() of the Ukrainian name: the exact-match test of the ordering. */
    searchUk: text('search_uk').notNull(),
    searchRu: text('search_ru'),
    searchLatin: text('search_latin').notNull(),
    source: text('source').$type<NpSource>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('np_cities_rank_idx').on(t.rank, t.description)],
);

/**
 * One row per word start of each name (Ukrainian, Russian, Latin), so "prefix of any word" is a
 * btree range scan (`key LIKE 'льв%'` with text_pattern_ops) on PGlite and PostgreSQL alike.
 */
export const npCitySearchKeys = pgTable(
  'np_city_search_keys',
  {
    key: text('key').notNull(),
    cityRef: text('city_ref')
      .notNull()
      .references(() => npCities.ref, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.cityRef] }),
    index('np_city_search_keys_prefix_idx').using('btree', t.key.op('text_pattern_ops')),
    index('np_city_search_keys_city_idx').on(t.cityRef),
  ],
);

export const npWarehouseTypes = pgTable('np_warehouse_types', {
  ref: text('ref').primaryKey(),
  description: text('description').notNull(),
  descriptionRu: text('description_ru'),
  /** What we map the Nova Poshta type onto: department, box or cargo. */
  type: text('type').notNull(),
});

export const npWarehouses = pgTable(
  'np_warehouses',
  {
    ref: text('ref').primaryKey(),
    // No foreign key: Nova Poshta pages warehouses and cities separately and either may arrive first.
    cityRef: text('city_ref').notNull(),
    number: text('number').notNull(),
    /** Numeric part of `number` for "ordered by number" (0 when it has none). */
    numberValue: integer('number_value').notNull().default(0),
    type: text('type').$type<'department' | 'box' | 'cargo'>().notNull(),
    typeRef: text('type_ref'),
    description: text('description').notNull(),
    descriptionRu: text('description_ru'),
    shortAddress: text('short_address').notNull().default(''),
    shortAddressRu: text('short_address_ru'),
    phone: text('phone'),
    schedule: jsonb('schedule').$type<NpSchedule>().notNull().default({}),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    maxWeightKg: numeric('max_weight_kg', { precision: 8, scale: 2 }),
    dimensions: jsonb('dimensions').$type<NpDimensions>(),
    /** WarehouseStatus: "Working", "Closed", "Temporarily working", ... */
    status: text('status').notNull(),
    denyToSelect: boolean('deny_to_select').notNull().default(false),
    /** e.g. ForResidentsOfEntrance: the locker serves only the building's residents (never offered). */
    postMachineType: text('post_machine_type'),
    postalCode: text('postal_code'),
    /** normalizeSearch() of description and address: the "words of the street" filter. */
    searchText: text('search_text').notNull().default(''),
    source: text('source').$type<NpSource>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('np_warehouses_city_type_idx').on(t.cityRef, t.type, t.numberValue),
    index('np_warehouses_source_idx')
      .on(t.source)
      .where(sql`${t.source} = 'compact'`),
  ],
);
