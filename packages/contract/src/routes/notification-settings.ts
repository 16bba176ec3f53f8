import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_GROUPS, notificationSettingsPatchSchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

// Issue 16 items 3 and 4: which messages the customer gets by which channel, and the e-mails'
// one-click unsubscribe (RFC 8058).

const switchSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
  /** Cannot be turned off (account and money e-mail). */
  locked: z.boolean(),
});

export const notificationSettingsSchema = z.object({
  /** Every group in the page's order with the channels its messages can go by. */
  groups: z.array(z.object({ group: z.enum(NOTIFICATION_GROUPS), channels: z.array(switchSchema) })),
  /** Where the customer can be reached now: what is off here reaches nobody whatever the switches. */
  reach: z.object({
    email: z.object({ address: z.string(), verified: z.boolean() }),
    telegram: z.object({ linked: z.boolean(), username: z.string().nullable() }),
    /** The verified phone (380XXXXXXXXX), or null: SMS go only to a verified number. */
    sms: z.object({ phone: z.string().nullable() }),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsRoute = defineRoute({
  method: 'GET',
  path: '/personal/notification-settings',
  summary: 'My notification settings: per group and channel, and which channels reach me',
  tags: ['personal'],
  auth: true,
  response: { 200: notificationSettingsSchema, 401: errorBodySchema },
});

/** The switches to set, e.g. `{ "parcels": { "email": false } }`; the others stay. */
export const updateNotificationSettingsBodySchema = notificationSettingsPatchSchema;
export type UpdateNotificationSettingsBody = z.input<typeof updateNotificationSettingsBodySchema>;

export const updateNotificationSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/personal/notification-settings',
  summary:
    'Set some notification switches; account and money e-mail cannot be turned off (422 on that switch)',
  tags: ['personal'],
  auth: true,
  body: updateNotificationSettingsBodySchema,
  response: { 200: notificationSettingsSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});

export const unsubscribeParamsSchema = z.object({ deliveryId: z.string().max(100) });

/**
 * RFC 8058 one-click unsubscribe: the mail client posts `List-Unsubscribe=One-Click` (no session, no
 * CSRF token: the delivery's id is the secret); the e-mail's group is turned off for e-mail.
 */
export const unsubscribeRoute = defineRoute({
  method: 'POST',
  path: '/notifications/unsubscribe/:deliveryId',
  summary: 'One-click unsubscribe from the group of an e-mail (RFC 8058)',
  tags: ['notifications'],
  auth: false,
  params: unsubscribeParamsSchema,
  response: { 200: z.object({ unsubscribed: z.boolean() }), 404: errorBodySchema },
});

/**
 * The page behind the same address (a mail scanner's prefetch must never unsubscribe): it says what
 * the button does, in the e-mail's language, and posts the one-click form. Answers HTML; 404 likewise.
 */
export const unsubscribePageRoute = defineRoute({
  method: 'GET',
  path: '/notifications/unsubscribe/:deliveryId',
  summary: 'The unsubscribe page of an e-mail: a button that posts the one-click unsubscribe (HTML)',
  tags: ['notifications'],
  auth: false,
  params: unsubscribeParamsSchema,
  response: {},
});
