// Diia sharing requests (SPEC §3 digital-ID data). The shared data is personal: sealed with the
// identity-documents cipher (AES-256-GCM), readable only by the requesting user.
import { pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const diiaRequests = pgTable('diia_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnUrl: text('return_url').notNull().default(''),
  /** Sealed JSON of the shared digital-ID fields; null until shared. */
  sealedData: text('sealed_data'),
  keyId: varchar('key_id', { length: 32 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sharedAt: timestamp('shared_at', { withTimezone: true }),
});
export type DiiaRequestRow = typeof diiaRequests.$inferSelect;
