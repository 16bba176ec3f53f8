import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  createAddressRoute,
  deactivateAddressRoute,
  getAddressRoute,
  listAddressesRoute,
  toggleFavoriteAddressRoute,
  updateAddressRoute,
} from '@posylka/contract';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import type { DirectoryLookup } from './directory.js';
import { presentAddress } from './present.js';
import {
  deactivateAddress,
  findAddress,
  insertAddress,
  listAddresses,
  toggleFavorite,
  updateAddress,
} from './repository.js';
import { parseAddressInput, resolveAddress } from './service.js';

/** The address book (SPEC §7 Personal). Every route is the signed-in user's own: others' ids are 404. */
export function addressesFeature(directory: DirectoryLookup): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, listAddressesRoute, {
      handler: async (request) => {
        const rows = await listAddresses(app.db, request.user!.id, request.query.mode);
        return { items: rows.map((row) => presentAddress(row, request.locale)) };
      },
    });

    serve(app, getAddressRoute, {
      handler: async (request) => {
        const row = await findAddress(app.db, request.user!.id, request.params.id);
        if (!row) throw notFound();
        return presentAddress(row, request.locale);
      },
    });

    serve(app, createAddressRoute, {
      handler: async (request, reply) => {
        const input = parseAddressInput(request.body, request.params.type, request.locale);
        const values = await resolveAddress(app.db, directory, input, request.locale);
        const row = await insertAddress(app.db, request.user!.id, values, input.isDefault ?? false);
        return reply.code(201).send(presentAddress(row, request.locale));
      },
    });

    serve(app, updateAddressRoute, {
      handler: async (request) => {
        const userId = request.user!.id;
        // 404 before 422: nobody learns anything about an id that is not theirs.
        if (!(await findAddress(app.db, userId, request.params.id))) throw notFound();
        const input = parseAddressInput(request.body, undefined, request.locale);
        const values = await resolveAddress(app.db, directory, input, request.locale);
        const row = await updateAddress(app.db, userId, request.params.id, values, input.isDefault ?? false);
        if (!row) throw notFound();
        return presentAddress(row, request.locale);
      },
    });

    serve(app, deactivateAddressRoute, {
      handler: async (request) => {
        if (!(await deactivateAddress(app.db, request.user!.id, request.params.id))) throw notFound();
        return { id: request.params.id };
      },
    });

    serve(app, toggleFavoriteAddressRoute, {
      handler: async (request) => {
        const row = await toggleFavorite(app.db, request.user!.id, request.params.id);
        if (!row) throw notFound();
        return presentAddress(row, request.locale);
      },
    });
  };
}
