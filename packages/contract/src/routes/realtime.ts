import { z } from 'zod';
import { phonePayloadSchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { API_BASE, defineRoute } from './route.js';

/** The websocket endpoint (same origin): `ws(s)://host/api/realtime/connection`. */
export const REALTIME_WS_PATH = '/realtime/connection';
/** The websocket's same-origin path as the browser opens it (not a JSON route, so not in endpoints). */
export const REALTIME_WS_HREF = `${API_BASE}${REALTIME_WS_PATH}`;

export const webSocketCredentialsResponseSchema = z.object({ uid: z.string(), token: z.string() });
export type WebSocketCredentials = z.infer<typeof webSocketCredentialsResponseSchema>;

export const webSocketCredentialsRoute = defineRoute({
  method: 'GET',
  path: '/app-centrifugo/web-socket-credentials',
  summary:
    'Short-lived token for the realtime websocket (channels docs#{uid}, orders#{uid} and own calls#{phone})',
  tags: ['realtime'],
  auth: true,
  response: { 200: webSocketCredentialsResponseSchema, 401: errorBodySchema },
});

export const anonymousRealtimeBodySchema = z.object({ phoneNumber: phonePayloadSchema });
export const anonymousRealtimeRoute = defineRoute({
  method: 'POST',
  path: '/app-centrifugo/anonymous',
  summary: 'Short-lived token that may only subscribe to calls#{phoneNumber}',
  tags: ['realtime'],
  auth: false,
  body: anonymousRealtimeBodySchema,
  response: { 200: z.object({ token: z.string() }), 422: validationErrorBodySchema, 429: errorBodySchema },
});

/**
 * Websocket protocol (JSON text frames). The client first sends `connect` with its token, then
 * `subscribe`s to channels; each command with an `id` gets a reply with the same `id`.
 */
export const realtimeClientMessageSchema = z.union([
  z.object({ id: z.number().int().optional(), connect: z.object({ token: z.string().max(2000) }) }),
  z.object({ id: z.number().int().optional(), subscribe: z.string().min(1).max(200) }),
  z.object({ id: z.number().int().optional(), unsubscribe: z.string().min(1).max(200) }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

export const REALTIME_ERRORS = ['bad_request', 'unauthorized', 'forbidden', 'not_connected'] as const;
export type RealtimeError = (typeof REALTIME_ERRORS)[number];

export type RealtimeServerMessage =
  { id?: number; ok: true } | { id?: number; error: RealtimeError } | { channel: string; data: unknown };

/** calls#{phone} payload when the phone got verified (by call or by code). */
export const callStatusSchema = z.object({ status: z.literal('verified') });
