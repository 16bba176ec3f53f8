import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { activeChurnRoute, validatePromoCodeRoute } from '@posylka/contract';
import { routeSchema } from '../../http/route.js';
import { checkPromoCode, findActiveChurnOffer } from './service.js';

/** Promo code check and the churn offer (SPEC §7). A refused code is still 200 with status false. */
export const promoFeature: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: validatePromoCodeRoute.method,
    url: validatePromoCodeRoute.path,
    schema: routeSchema(validatePromoCodeRoute),
    preValidation: app.requireUser,
    handler: async (request) => {
      const { code, country, service, hsCodes } = request.body;
      return checkPromoCode(app.db, {
        code,
        country,
        service,
        hsCodes,
        userId: request.user!.id,
        locale: request.locale,
      });
    },
  });

  app.route({
    method: activeChurnRoute.method,
    url: activeChurnRoute.path,
    schema: routeSchema(activeChurnRoute),
    preValidation: app.requireUser,
    handler: async (request) => {
      const offer = await findActiveChurnOffer(app.db, request.user!.id);
      if (!offer) return { offer: null };
      const { id: _id, ...rest } = offer;
      return { offer: rest };
    },
  });
};
