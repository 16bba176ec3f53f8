import type { FastifyReply } from 'fastify';
import { translate } from './messages.js';

/**
 * The 202 policy (SPEC §9): a GET whose answer is not ready yet (payment check, rates refresh)
 * answers 202 with Retry-After; the client retries up to 12 times with growing delays. Use it as
 * `return notReady(reply)` from such a handler; the route's schema must list a 202 response.
 */
export function notReady(reply: FastifyReply, retryAfterSeconds = 1): FastifyReply {
  return reply
    .code(202)
    .header('retry-after', String(retryAfterSeconds))
    .send({ errorDescription: translate(reply.request.locale, 'notReady') });
}
