import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Customers. E-mail is unique regardless of case (the unique index is on lower(email)). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale').notNull().default('uk'),
    firstNameCyr: text('first_name_cyr'),
    lastNameCyr: text('last_name_cyr'),
    middleNameCyr: text('middle_name_cyr'),
    /** Latin first and last name printed on warehouse labels abroad (issue 13 item 10). */
    firstNameLat: text('first_name_lat'),
    lastNameLat: text('last_name_lat'),
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Personal code printed in warehouse addresses, e.g. UA123456. */
    customerCode: text('customer_code').notNull(),
    /** customer | operator | admin: operators and admins may open the /admin console (issue 5). */
    role: text('role', { enum: ['customer', 'operator', 'admin'] })
      .notNull()
      .default('customer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_customer_code_unique').on(t.customerCode),
  ],
);

/** Opaque bearer/cookie sessions; only the sha-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One-time e-mail confirmation links; the token itself only travels in the e-mail. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId)],
);

/** Messages the sandbox mail provider "sent": the dev outbox reads them back. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** Channel and sender's key of one message ("mail:<key>"): a retried send with the same key is kept once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    uniqueIndex('outbox_messages_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
