// The customer's address book (SPEC §3 Address): Nova Poshta departments, parcel lockers and home
// addresses in Ukraine. City and warehouse are copied from the directory when saved (no foreign key):
// the directory is refreshed from Nova Poshta and may drop a warehouse an old order still points at.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** department | box | address (SPEC §3 delivery types). */
    type: varchar('type', { length: 16 }).notNull(),
    /** Nova Poshta CityRef; null for a home address whose city was typed, not picked. */
    cityRef: varchar('city_ref', { length: 64 }),
    /** Display name at save time, e.g. "Львів, Львівська обл.". */
    cityName: text('city_name').notNull(),
    warehouseRef: varchar('warehouse_ref', { length: 64 }),
    warehouseNumber: varchar('warehouse_number', { length: 16 }),
    warehouseDescription: text('warehouse_description'),
    street: text('street').notNull().default(''),
    house: text('house').notNull().default(''),
    building: text('building').notNull().default(''),
    flat: text('flat').notNull().default(''),
    /** Five digits; "00001" for department and locker addresses (SPEC §3). */
    zip: varchar('zip', { length: 5 }).notNull(),
    additionalInfo: varchar('additional_info', { length: 250 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** false once deactivated: hidden from the book, kept for the orders that were sent there. */
    active: boolean('active').notNull().default(true),
    /** Canonical one-line address in Ukrainian; answers are formatted per request language. */
    fullAddress: text('full_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_active_idx').on(t.userId, t.active),
    // At most one default per customer among the active addresses, even under concurrent saves.
    uniqueIndex('user_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.active}`),
  ],
);

export type UserAddressRow = typeof userAddresses.$inferSelect;
export type NewUserAddressRow = typeof userAddresses.$inferInsert;
