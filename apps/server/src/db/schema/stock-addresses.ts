// Our warehouse addresses abroad (SPEC §3 "Warehouse address set") and each customer's default
// warehouse per country.
import type { LocalizedText, StockAddressLineKind } from '@posylka/domain';
import { index, jsonb, numeric, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { countries, countryPlaces } from './reference.js';

/** One line of an address as written for shops; `{name}` and `{code}` are filled per customer. */
export interface StockAddressLine {
  kind: StockAddressLineKind;
  value: string;
}

/** The street address customers give shops for one warehouse (place) of ours. */
export const stockAddresses = pgTable('stock_addresses', {
  placeId: varchar('place_id', { length: 16 })
    .primaryKey()
    .references(() => countryPlaces.id),
  /** Lines in the order shops' checkout forms ask for them, Latin script. */
  lines: jsonb('lines').$type<StockAddressLine[]>().notNull(),
  /** WGS 84 position of the building, for the map and the location link. */
  latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
  longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
  /** A standing notice for this warehouse (e.g. what it does not accept), null when none. */
  alert: jsonb('alert').$type<LocalizedText>(),
});

/** The warehouse a customer chose as default for a country; absent means the country's first one. */
export const userDefaultStocks = pgTable(
  'user_default_stocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    placeId: varchar('place_id', { length: 16 })
      .notNull()
      .references(() => countryPlaces.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.countryCode] }),
    index('user_default_stocks_place_idx').on(t.placeId),
  ],
);
