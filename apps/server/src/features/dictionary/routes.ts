import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  DICTIONARY_MAX_AGE_SECONDS,
  dictionaryCitiesRoute,
  dictionaryWarehousesRoute,
} from '@posylka/contract';
import { normalizeSearch } from '@posylka/domain';
import { serve } from '../../http/route.js';
import { cityExists } from './cities.js';
import { CityIndexHolder } from './city-index.js';
import { onDirectoryChanged } from './changes.js';
import { dictionaryMessage } from './messages.js';
import { ResponseCache } from './response-cache.js';
import { cityHasWarehouses, listWarehouses } from './warehouses.js';

/**
 * An instance answers a repeated query from memory this long. Short, because an import from another
 * process (npm run db:import-np) is only seen when entries expire; a sync in this process clears it.
 */
const CACHE_MS = 60_000;
const CACHE_ENTRIES = 5_000;

function cacheDirectory(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', `public, max-age=${DICTIONARY_MAX_AGE_SECONDS}`)
    .header('vary', 'x-locale, accept-language')
    .type('application/json; charset=utf-8');
}

export const dictionaryFeature: FastifyPluginAsyncZod = async (app) => {
  const cache = new ResponseCache(CACHE_MS, CACHE_ENTRIES);
  const cities = new CityIndexHolder(app.db);
  const unsubscribe = onDirectoryChanged(() => {
    cache.clear();
    cities.invalidate();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  serve(app, dictionaryCitiesRoute, {
    handler: async (request, reply) => {
      const key = `c:${request.locale}:${normalizeSearch(request.query.query)}`;
      const body = await cache.get(key, async () =>
        (await cities.get()).search(request.query.query, request.locale),
      );
      // A string payload skips Fastify's serializer: the cached JSON is sent as it is.
      return cacheDirectory(reply).send(body);
    },
  });

  serve(app, dictionaryWarehousesRoute, {
    handler: async (request, reply) => {
      const { ref, type, query } = request.query;
      const key = `w:${request.locale}:${ref}:${type}:${normalizeSearch(query)}`;
      const body = await cache.get(key, () => listWarehouses(app.db, { ref, type, query }, request.locale));
      // Unknown city: 404 (not an empty list), so a stale ref in a saved form says "choose the city again".
      if (body === '[]' && !(await cityExists(app.db, ref)) && !(await cityHasWarehouses(app.db, ref))) {
        return reply.code(404).send({ errorDescription: dictionaryMessage(request.locale, 'unknownCity') });
      }
      return cacheDirectory(reply).send(body);
    },
  });
};
