import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { hsListRoute, REFERENCE_MAX_AGE_SECONDS } from '@posylka/contract';
import { serve } from '../../http/route.js';
import { searchHsCodes } from './search.js';

export const customsCodesFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, hsListRoute, {
    handler: async (request, reply) => {
      const page = await searchHsCodes(app.db, request.query, request.locale);
      // Public reference data, one cached copy per language (descriptions depend on it).
      reply.header('cache-control', `public, max-age=${REFERENCE_MAX_AGE_SECONDS}`);
      reply.header('vary', 'x-locale, accept-language');
      return page;
    },
  });
};
