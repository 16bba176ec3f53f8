import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Issue 16: the profile's "Link Telegram" deep links (https://t.me/<bot>?start=<token>). Like the other
// single-use links only the sha-256 of the token is stored; the token travels in the deep link.

/** Valid 15 minutes, used once by the chat that sends /start <token>. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('telegram_link_tokens_user_id_idx').on(t.userId, t.createdAt)],
);
