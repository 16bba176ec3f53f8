// Cabinet alert messages (SPEC §2 widgets, §7 "Alert messages fetch (alertMessagesID), close
// (alertMessageID)"). The text is a message code with parameters, worded per request language by
// the alerts feature, so one alert reads right in all five interface languages.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const alertMessages = pgTable(
  'alert_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** info | success | warning: how the widget colours it. */
    kind: text('kind', { enum: ['info', 'success', 'warning'] })
      .notNull()
      .default('info'),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** Site path the alert points to (e.g. /profile/bonuses), without a locale prefix. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the customer closes it; closed alerts are never fetched again. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('alert_messages_user_idx').on(t.userId, t.createdAt)],
);
