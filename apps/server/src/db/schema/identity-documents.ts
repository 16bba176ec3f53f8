// Identity documents (SPEC §3 "Identity document input"): personal data, so the whole document is
// stored only as AES-256-GCM ciphertext (random IV per row, the id of the key that sealed it, and
// the GCM tag). Nothing readable is kept in clear: not the number, not the name.
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orders } from './orders.js';

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** passport | card: not secret, lets lists show the kind without decrypting. */
    documentType: varchar('document_type', { length: 8 }).notNull(),
    /** Which IDENTITY_ENCRYPTION_KEY sealed the row (first bytes of its SHA-256), for key rotation. */
    keyId: varchar('key_id', { length: 16 }).notNull(),
    /** base64 of the 12-byte IV, the ciphertext and the 16-byte GCM tag. */
    iv: text('iv').notNull(),
    ciphertext: text('ciphertext').notNull(),
    authTag: text('auth_tag').notNull(),
    /** The customer's cabinet document (saveToCabinet): at most one active per customer. */
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_documents_user_idx').on(t.userId, t.isActive)],
);

/** The identity document given for an order's customs clearance (one per order, replaceable). */
export const orderPassports = pgTable(
  'order_passports',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    identityDocumentId: uuid('identity_document_id')
      .notNull()
      .references(() => identityDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId] })],
);

export type IdentityDocumentRow = typeof identityDocuments.$inferSelect;
