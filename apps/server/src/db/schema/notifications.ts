// Issue 16: the transactional outbox of customer messages (decision 015). A notification is written
// in the same transaction as the change that causes it, with one delivery row per channel chosen at
// that moment; the notification worker delivers the rows at least once, retrying with backoff, and
// leaves the ones that never went through as dead letters for the console.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** packages/domain NOTIFICATION_EVENTS key, e.g. parcel.state, money.refund. */
    event: text('event').notNull(),
    /** Its group when written (the settings page's rows). */
    group: text('group').notNull(),
    /** What the template words (order number, state, amount...); never a raw password. */
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The customer's language when it was written. */
    locale: text('locale').notNull(),
    /** Site path the message points to, without the locale prefix. */
    link: text('link'),
    /** One message per cause: a retried request, job or callback writes nothing twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_idempotency_key_unique').on(t.idempotencyKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const NOTIFICATION_DELIVERY_STATUSES = ['pending', 'sent', 'dead'] as const;
export type NotificationDeliveryStatus = (typeof NOTIFICATION_DELIVERY_STATUSES)[number];

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** email | telegram | sms */
    channel: text('channel').notNull(),
    /** The address, chat or phone the message goes to, fixed when written. */
    recipient: text('recipient').notNull(),
    status: text('status', { enum: NOTIFICATION_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim; another worker takes the row over once it has passed (a crashed node). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_channel_unique').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** The customer's exceptions to "every channel on" (GET/PUT /api/personal/notification-settings). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.group, t.channel] })],
);

/** A customer's Telegram chat, linked from the profile by the bot's /start deep link. */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    username: text('username'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('telegram_links_chat_unique').on(t.chatId)],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
