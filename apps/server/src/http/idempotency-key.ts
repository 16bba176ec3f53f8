// The `Idempotency-Key` request header (as payment APIs use it): a client sends one key per intended
// action, so a double click or a retry after a lost answer does the action once. Only a short token of
// safe characters is taken; anything else counts as no key.
import type { FastifyRequest } from 'fastify';

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' && KEY.test(value) ? value : null;
}
