import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { setDefaultStockRoute, stockAddressesRoute } from '@posylka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { findUserById } from '../users/index.js';
import { stockMessage } from './messages.js';
import { chooseDefault, clearDefault, findCountry, findPlace } from './repository.js';
import { buildAddressSet, type Customer } from './service.js';

async function currentCustomer(app: FastifyInstance, request: FastifyRequest): Promise<Customer> {
  const user = await findUserById(app.db, request.user!.id);
  // The session outlived its user (deleted account): treat as signed out.
  if (!user) throw new HttpError(401, 'unauthorized');
  return user;
}

export const stockAddressesFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, stockAddressesRoute, {
    handler: async (request, reply) => {
      const { countryCode } = request.query;
      const country = await findCountry(app.db, countryCode);
      if (!country) {
        throw fieldError(
          'countryCode',
          stockMessage(request.locale, 'unknownCountry', { code: countryCode }),
        );
      }
      const customer = await currentCustomer(app, request);
      // Personal data: never kept by shared caches.
      reply.header('cache-control', 'private, no-store');
      return buildAddressSet(app.db, customer, country, request.locale);
    },
  });

  serve(app, setDefaultStockRoute, {
    handler: async (request, reply) => {
      const { id, value, countryCode } = request.body;
      const place = await findPlace(app.db, id);
      if (!place || !place.hasAddress || (countryCode && place.countryCode !== countryCode)) {
        throw fieldError('id', stockMessage(request.locale, 'unknownPlace'));
      }
      const country = await findCountry(app.db, place.countryCode);
      if (!country?.affordable) throw fieldError('id', stockMessage(request.locale, 'countryUnavailable'));
      const customer = await currentCustomer(app, request);
      if (value) await chooseDefault(app.db, customer.id, country.code, place.id);
      else await clearDefault(app.db, customer.id, country.code, place.id);
      reply.header('cache-control', 'private, no-store');
      return buildAddressSet(app.db, customer, country, request.locale);
    },
  });
};
