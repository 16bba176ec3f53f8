// The console's customer messages (issue 16 item 1, decision 015): the outbox's deliveries by status
// (dead letters first), and sending a dead one again, one at a time or every dead one of a channel
// after a provider's outage. For operators and admins.
import { z } from 'zod';
import { STAFF_ROLES, NOTIFICATION_CHANNELS } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** Deliveries per page of GET /admin/notifications. */
export const ADMIN_NOTIFICATIONS_PAGE_SIZE = 50;
/** The statuses the console filters by; dead letters are what it opens on. */
export const ADMIN_NOTIFICATION_STATUSES = ['dead', 'pending', 'sent'] as const;
export type AdminNotificationStatus = (typeof ADMIN_NOTIFICATION_STATUSES)[number];

export const adminNotificationsQuerySchema = z.object({
  status: z.enum(ADMIN_NOTIFICATION_STATUSES).default('dead'),
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  /** The customer's e-mail or code, the recipient (part of it), or a delivery id. */
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminNotificationsQuery = z.input<typeof adminNotificationsQuerySchema>;

export const adminNotificationDeliverySchema = z.object({
  id: z.uuid(),
  /** packages/domain NOTIFICATION_EVENTS key, e.g. parcel.held. */
  event: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The e-mail address; a phone with all but its last 4 digits masked; a Telegram chat id. */
  recipient: z.string(),
  status: z.enum(ADMIN_NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the worker tries next; null unless pending. */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  customer: z.object({ id: z.uuid(), email: z.string(), customerCode: z.string() }),
  /** The parcel or buy-out the message is about, when it names one. */
  order: z.object({ kind: z.enum(['parcel', 'buyout']), id: z.uuid(), number: z.string() }).nullable(),
});
export type AdminNotificationDelivery = z.infer<typeof adminNotificationDeliverySchema>;

const perStatus = z.object({ dead: z.number().int(), pending: z.number().int(), sent: z.number().int() });
const perChannel = z.object({ email: z.number().int(), telegram: z.number().int(), sms: z.number().int() });

export const adminNotificationsListSchema = z.object({
  /** Every delivery per status, whatever the filters (how many are dead now comes first). */
  counts: perStatus,
  /** Dead letters per channel (what "send all dead again" of a channel would take). */
  deadByChannel: perChannel,
  items: z.array(adminNotificationDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  countPerPage: z.number().int(),
});
export type AdminNotificationsList = z.infer<typeof adminNotificationsListSchema>;

export const adminNotificationParamsSchema = z.object({ deliveryId: z.string().max(100) });

export const adminNotificationRetryResultSchema = z.object({ delivery: adminNotificationDeliverySchema });
export type AdminNotificationRetryResult = z.infer<typeof adminNotificationRetryResultSchema>;

export const adminNotificationsRetryDeadBodySchema = z.object({
  /** Only this channel's dead letters (the provider that was down); every channel when absent. */
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
});
export type AdminNotificationsRetryDeadBody = z.infer<typeof adminNotificationsRetryDeadBodySchema>;

export const adminNotificationsRetryDeadResultSchema = z.object({ retried: z.number().int() });
export type AdminNotificationsRetryDeadResult = z.infer<typeof adminNotificationsRetryDeadResultSchema>;

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const adminNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/admin/notifications',
  summary: 'Operator: customer messages per channel by status (dead letters first), newest first',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  querystring: adminNotificationsQuerySchema,
  response: { 200: adminNotificationsListSchema, ...denied, 422: validationErrorBodySchema },
});

export const adminNotificationRetryRoute = defineRoute({
  method: 'POST',
  path: '/admin/notifications/:deliveryId/retry',
  summary: 'Operator: send a dead (or pending) delivery again now, from a fresh count of attempts',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: adminNotificationParamsSchema,
  response: {
    200: adminNotificationRetryResultSchema,
    ...denied,
    404: errorBodySchema,
    409: errorBodySchema,
  },
});

export const adminNotificationsRetryDeadRoute = defineRoute({
  method: 'POST',
  path: '/admin/notifications/retry-dead',
  summary: "Operator: send every dead letter of a channel again (after a provider's outage)",
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  body: adminNotificationsRetryDeadBodySchema,
  response: { 200: adminNotificationsRetryDeadResultSchema, ...denied, 422: validationErrorBodySchema },
});
