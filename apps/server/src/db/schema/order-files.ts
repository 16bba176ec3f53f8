// Files of a forwarding order (SPEC §3 "Invoice file types: default, default_by_user, bank_statement,
// other. Document kinds: statement, powers, power_attorney"). The bytes live in the file storage
// (local folder or S3) under `storageKey`; this row is the only way to reach them, and it names the
// owner so every read and delete is checked against the signed-in customer.
import { index, integer, pgTable, text, timestamp, uuid, varchar, boolean } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orders } from './orders.js';

export const orderFiles = pgTable(
  'order_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An invoice type or an export document kind (contract ORDER_FILE_TYPES). */
    type: varchar('type', { length: 24 }).notNull(),
    originalFilename: text('original_filename').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    /** Decided from the bytes, never from the name or the browser's claim. */
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    isIncorrectDocument: boolean('is_incorrect_document').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId, t.createdAt),
    index('order_files_user_idx').on(t.userId),
  ],
);

export type OrderFileRow = typeof orderFiles.$inferSelect;
