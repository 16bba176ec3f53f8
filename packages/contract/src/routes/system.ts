import { z } from 'zod';
import { defineRoute } from './route.js';

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness and readiness probes live at the root (/healthz, /readyz), outside API_BASE. */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export const outboxQuerySchema = z.object({ to: z.string().trim().max(180).optional() });
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const devOutboxRoute = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Messages kept by the sandbox providers, newest first (not in production)',
  tags: ['dev'],
  auth: false,
  querystring: outboxQuerySchema,
  response: { 200: z.object({ messages: z.array(outboxMessageSchema) }) },
});
