import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { API_BASE, answerSandboxCallRoute, type OutboxMessage } from '@posylka/contract';
import type { Database } from '../db/database.js';
import { phoneVerifications } from '../db/schema/index.js';
import { answerCall, phoneVerificationClock } from '../features/phone-verification/index.js';
import { HttpError } from '../http/errors.js';
import { routeSchema } from '../http/route.js';

/** Adds `meta.callStatus` (pending, verified, superseded, …) to sandbox calls, for the page and tests. */
export async function withCallStatus(db: Database, messages: OutboxMessage[]): Promise<OutboxMessage[]> {
  const ids = messages
    .map((m) => (m.meta.channel === 'call' ? m.meta.verificationId : undefined))
    .filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return messages;
  const rows = await db
    .select({
      id: phoneVerifications.id,
      status: phoneVerifications.status,
      expiresAt: phoneVerifications.expiresAt,
    })
    .from(phoneVerifications)
    .where(inArray(phoneVerifications.id, ids));
  const now = phoneVerificationClock.now().getTime();
  const status = new Map(
    rows.map((r) => [r.id, r.status === 'pending' && r.expiresAt.getTime() <= now ? 'expired' : r.status]),
  );
  return messages.map((m) =>
    m.meta.channel === 'call' && typeof m.meta.verificationId === 'string'
      ? { ...m, meta: { ...m.meta, callStatus: status.get(m.meta.verificationId) ?? 'unknown' } }
      : m,
  );
}

/**
 * POST /api/dev/outbox/calls/{id}/answer: "answers" a pending sandbox call, which verifies the phone
 * and publishes on calls#{phone}. The outbox page posts a plain form here (then goes back to the page).
 */
export async function answerCallRoute(app: FastifyInstance): Promise<void> {
  // The page's button is a script-free form: accept its (empty) urlencoded body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, undefined),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: answerSandboxCallRoute.method,
    url: `${API_BASE}${answerSandboxCallRoute.path}`,
    schema: routeSchema(answerSandboxCallRoute),
    handler: async (request, reply) => {
      const outcome = await answerCall(app, request.params.id, request.locale);
      if (!outcome) throw new HttpError(404, 'notFound');
      const fromPage = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      // Back to the page the button was on, with its ?to= filter.
      const to = request.query.to;
      if (fromPage) return reply.redirect(`/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, 303);
      if (!outcome.ok) {
        // Answering a call can only be refused as already_used (409) or no longer pending (410).
        return reply
          .code(outcome.refusal.status === 409 ? 409 : 410)
          .type('application/json; charset=utf-8')
          .serializer(JSON.stringify)
          .send(outcome.refusal.body);
      }
      return { phone: outcome.value.phone, verified: true as const };
    },
  });
}
