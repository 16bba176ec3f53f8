import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  categoriesRoute,
  companiesRoute,
  countriesRoute,
  documentsRoute,
  ratesRoute,
  REFERENCE_MAX_AGE_SECONDS,
  settingsRoute,
} from '@posylka/contract';
import { fieldError } from '../../http/errors.js';
import { notReady } from '../../http/not-ready.js';
import { serve } from '../../http/route.js';
import { listCategories } from './categories.js';
import { listCompanies } from './companies.js';
import { countryExists, exportDocumentCountries, listCountries } from './countries.js';
import { describeDocuments } from './documents.js';
import { extraMessage } from './messages.js';
import { ratioBetween } from './rates.js';
import { loadLatestRates } from './rates-repository.js';
import { ReferenceCache } from './reference-cache.js';
import { loadSettings } from './settings.js';

/** How long an instance reuses a serialised reference answer (rates refresh daily). */
const REFERENCE_CACHE_MS = 30_000;

/**
 * Public reference data: shared caches may keep it a few minutes, one copy per language (the
 * answer depends on x-locale, or on Accept-Language when that header is absent).
 */
export function cacheReference(reply: FastifyReply): void {
  reply.header('cache-control', `public, max-age=${REFERENCE_MAX_AGE_SECONDS}`);
  reply.header('vary', 'x-locale, accept-language');
}

export const referenceDataFeature: FastifyPluginAsyncZod = async (app) => {
  const cache = new ReferenceCache(REFERENCE_CACHE_MS);
  serve(app, countriesRoute, {
    handler: async (request, reply) => {
      cacheReference(reply);
      const sent = await cache.send(request, reply, `countries:${request.locale}`, async () =>
        listCountries(app.db, request.locale, await loadLatestRates(app.db)),
      );
      if (!sent) return notReady(reply);
      return reply;
    },
  });

  serve(app, companiesRoute, {
    handler: async (request, reply) => {
      const { countryCode } = request.query;
      if (!(await countryExists(app.db, countryCode))) {
        throw fieldError(
          'countryCode',
          extraMessage(request.locale, 'unknownCountry', { code: countryCode }),
        );
      }
      cacheReference(reply);
      return listCompanies(app.db, countryCode);
    },
  });

  serve(app, settingsRoute, {
    handler: async (request, reply) => {
      cacheReference(reply);
      await cache.send(request, reply, 'settings', async () =>
        loadSettings(app.db, await loadLatestRates(app.db)),
      );
      return reply;
    },
  });

  serve(app, documentsRoute, {
    handler: async (request, reply) => {
      cacheReference(reply);
      await cache.send(request, reply, `documents:${request.locale}`, async () =>
        describeDocuments(request.locale, await exportDocumentCountries(app.db)),
      );
      return reply;
    },
  });

  serve(app, ratesRoute, {
    handler: async (request, reply) => {
      const result = ratioBetween(request.params.from, request.params.to, await loadLatestRates(app.db));
      if (result.kind === 'unknown') {
        throw fieldError(
          result.field,
          extraMessage(request.locale, 'unknownCurrency', { code: result.code }),
        );
      }
      if (result.kind === 'notReady') return notReady(reply);
      cacheReference(reply);
      return { ratio: result.ratio };
    },
  });

  serve(app, categoriesRoute, {
    handler: async (request, reply) => {
      const page = await listCategories(app.db, request.query, request.locale);
      cacheReference(reply);
      return page;
    },
  });
};
