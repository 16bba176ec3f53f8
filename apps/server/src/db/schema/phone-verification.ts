import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One row per verification request that went out (SPEC §9: 3 per hour, 60 s apart, 5 code inputs per
 * code; issue 13: per number, per account, per IP). The rows are both the request log the limits count
 * and the issued code: only its salted sha-256 is kept. A call has no code; it is verified when answered.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 12 digits, 380XXXXXXXXX. */
    phone: text('phone').notNull(),
    /** call | sms */
    channel: text('channel').notNull(),
    /** The client address that asked (per-IP limit); null on rows from before the limit. */
    ip: text('ip'),
    codeHash: text('code_hash'),
    codeSalt: text('code_salt'),
    inputAttempts: integer('input_attempts').notNull().default(0),
    /** pending | verified | burned (inputs used up) | superseded (a newer request replaced it) */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_verifications_user_phone_idx').on(t.userId, t.phone, t.createdAt),
    index('phone_verifications_phone_idx').on(t.phone),
    index('phone_verifications_ip_idx').on(t.ip, t.createdAt),
  ],
);

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
