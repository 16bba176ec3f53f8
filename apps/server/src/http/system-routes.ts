import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { sql } from 'drizzle-orm';
import { HEALTH_PATH, READY_PATH, healthResponseSchema } from '@posylka/contract';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable.js';

/** Liveness (process answers) and readiness (database answers `select 1`) for load balancers. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } };

  typed.get(
    HEALTH_PATH,
    { schema: { ...schema, summary: 'Process is alive' }, config: { rateLimit: false } },
    () => ({
      status: 'ok' as const,
    }),
  );

  typed.get(
    READY_PATH,
    { schema: { ...schema, summary: 'Database answers' }, config: { rateLimit: false } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (err) {
        // A warning, not an error: load balancers probe every few seconds for the whole outage.
        request.log.warn({ err }, 'readiness check failed');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const });
      }
    },
  );
}
