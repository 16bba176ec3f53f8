import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { API_BASE, devOutboxRoute, outboxQuerySchema } from '@posylka/contract';
import { telegramDevPage } from '../features/telegram/index.js';
import { routeSchema } from '../http/route.js';
import { answerCallRoute, withCallStatus } from './calls.js';
import { renderOutboxPage } from './page.js';
import { listOutbox } from './repository.js';

/** The sandbox providers' outbox: JSON for tests and e2e, an HTML page for people. Not in production. */
export async function devOutbox(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    method: devOutboxRoute.method,
    url: `${API_BASE}${devOutboxRoute.path}`,
    schema: routeSchema(devOutboxRoute),
    handler: async (request) => ({
      messages: await withCallStatus(app.db, await listOutbox(app.db, request.query.to)),
    }),
  });
  typed.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: outboxQuerySchema } },
    async (request, reply) => {
      const messages = await withCallStatus(app.db, await listOutbox(app.db, request.query.to));
      return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages, request.query.to));
    },
  );
  await answerCallRoute(app);
  await telegramDevPage(app);
}
