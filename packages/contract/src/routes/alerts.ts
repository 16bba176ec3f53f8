// Cabinet alert messages (SPEC §2 widgets; §7 "Alert messages fetch (alertMessagesID), close
// (alertMessageID)"). Texts arrive worded in the request's language.
import { z } from 'zod';
import { errorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

export const alertMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['info', 'success', 'warning']),
  title: z.string(),
  text: z.string(),
  /** A promo code the alert hands over (shown with a copy button), or null. */
  promoCode: z.string().nullable(),
  /** Site path without locale prefix, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type AlertMessage = z.infer<typeof alertMessageSchema>;

export const alertMessagesRoute = defineRoute({
  method: 'GET',
  path: '/personal/alert-messages',
  summary: 'Open alert messages of the signed-in customer, newest first',
  tags: ['personal'],
  auth: true,
  response: { 200: z.array(alertMessageSchema), 401: errorBodySchema },
});

// Any text: a malformed id is simply not found (404), like another customer's alert.
export const alertMessageParamsSchema = z.object({ alertMessageID: z.string().max(100) });

export const closeAlertMessageRoute = defineRoute({
  method: 'POST',
  path: '/personal/alert-messages/:alertMessageID/close',
  summary: "Close an alert message; it is not shown again (404 for another customer's alert)",
  tags: ['personal'],
  auth: true,
  params: alertMessageParamsSchema,
  response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema },
});
