// The parcel's life after the declaration (issue 5): its timeline, warehouse photos, consolidation
// requests, and the operators' audit log. States and moves are the domain's (packages/domain
// lifecycle); these tables only remember what happened.
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orders } from './orders.js';

/** One row per state change: the customer's status timeline and the record of who moved what. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the event that created the parcel (an unregistered parcel received by the warehouse). */
    fromState: varchar('from_state', { length: 16 }),
    toState: varchar('to_state', { length: 16 }).notNull(),
    /** A domain ShipmentEvent. */
    event: varchar('event', { length: 24 }).notNull(),
    /** customer | operator | timer */
    actor: varchar('actor', { length: 8 }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Photos the warehouse took of a parcel; bytes live in the file storage under storage_key. */
export const orderPhotos = pgTable(
  'order_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_photos_order_idx').on(t.orderId, t.createdAt)],
);
export type OrderPhotoRow = typeof orderPhotos.$inferSelect;

/** A customer's request to ship several parcels of one country as one (orders.consolidation_id). */
export const consolidations = pgTable(
  'consolidations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** requested | canceled | dispatched */
    status: varchar('status', { length: 12 }).notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consolidations_user_idx').on(t.userId, t.createdAt)],
);
export type ConsolidationRow = typeof consolidations.$inferSelect;

/** Every operator action: who, when, what, and the entity before and after. Rows are never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. parcel.receive, parcel.event.dispatch, parcel.photo, buyout.purchase, buyout.refund */
    action: text('action').notNull(),
    /** order | buyout_order | user */
    entityType: varchar('entity_type', { length: 24 }).notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
