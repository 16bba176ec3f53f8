import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_MAX_AGE_SECONDS,
  catalogShopRoute,
  catalogShopsRoute,
  catalogSlugsRoute,
  shopCategoriesRoute,
} from '@posylka/contract';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { listShopCategories } from './categories.js';
import { shopLogoSvg } from './logo.js';
import { findShop, listShopSlugs, listShops, toCatalogShop } from './shops-repository.js';

/** Public catalogue answers: shared caches may keep them, one copy per language. */
export function cacheCatalog(reply: FastifyReply): void {
  reply.header('cache-control', `public, max-age=${CATALOG_MAX_AGE_SECONDS}`);
  reply.header('vary', 'x-locale, accept-language');
}

/** Logos change only when a shop's name or colour does; a day is a fair staleness. */
const LOGO_MAX_AGE_SECONDS = 86_400;

export const catalogFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, catalogShopsRoute, {
    handler: async (request, reply) => {
      const page = await listShops(app.db, request.query, request.locale);
      cacheCatalog(reply);
      return page;
    },
  });

  serve(app, shopCategoriesRoute, {
    handler: async (request, reply) => {
      const page = await listShopCategories(app.db, request.query, request.locale);
      cacheCatalog(reply);
      return page;
    },
  });

  serve(app, catalogSlugsRoute, {
    handler: async (_request, reply) => {
      cacheCatalog(reply);
      return { items: await listShopSlugs(app.db) };
    },
  });

  serve(app, catalogShopRoute, {
    handler: async (request, reply) => {
      const row = await findShop(app.db, request.params.slug);
      if (!row) throw notFound();
      cacheCatalog(reply);
      return toCatalogShop(row, request.locale);
    },
  });

  // The SVG logo of SPEC §3 image/imageWebp; not JSON, so it is not part of the typed contract.
  app.route({
    method: 'GET',
    url: '/catalog/logos/:file',
    schema: {
      summary: 'The logo we draw for a catalogue shop (SVG)',
      tags: ['catalog'],
      params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) }),
    },
    handler: async (request, reply) => {
      const row = await findShop(app.db, request.params.file.slice(0, -'.svg'.length));
      if (!row) throw notFound();
      reply.header('cache-control', `public, max-age=${LOGO_MAX_AGE_SECONDS}`);
      return reply.type('image/svg+xml; charset=utf-8').send(shopLogoSvg(row.title, row.color));
    },
  });
};
