import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  articlesRoute,
  bannersRoute,
  compareProductsRoute,
  headerItemsRoute,
  notificationPostsRoute,
  promotionsRoute,
} from '@posylka/contract';
import { serve } from '../../http/route.js';
import { listArticles, listBannerSlides, listCompareProducts, listHeaderItems } from './home-content.js';
import { listNotificationPosts } from './notification-posts.js';
import { listPromotions } from './promotions.js';

/** Content changes rarely; a minute of shared caching per language keeps the home page cheap. */
const CONTENT_MAX_AGE_SECONDS = 60;

function cacheContent(reply: FastifyReply): void {
  reply.header('cache-control', `public, max-age=${CONTENT_MAX_AGE_SECONDS}`);
  reply.header('vary', 'x-locale, accept-language');
}

export const contentFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, bannersRoute, {
    handler: async (request, reply) => {
      cacheContent(reply);
      return listBannerSlides(app.db, request.locale);
    },
  });

  serve(app, headerItemsRoute, {
    handler: async (request, reply) => {
      cacheContent(reply);
      return listHeaderItems(app.db, request.locale);
    },
  });

  serve(app, compareProductsRoute, {
    handler: async (request, reply) => {
      cacheContent(reply);
      return listCompareProducts(app.db, request.locale);
    },
  });

  serve(app, articlesRoute, {
    handler: async (request, reply) => {
      cacheContent(reply);
      return listArticles(app.db, request.locale);
    },
  });

  serve(app, notificationPostsRoute, {
    handler: async (request, reply) => {
      cacheContent(reply);
      return listNotificationPosts(app.db, request.locale);
    },
  });

  serve(app, promotionsRoute, {
    handler: async (request, reply) => {
      // Promotions start and end by the clock: cache briefly so a countdown's end is honoured.
      cacheContent(reply);
      return listPromotions(
        app.db,
        request.params.placement,
        request.query.countryCode,
        request.locale,
        new Date(),
      );
    },
  });
};
