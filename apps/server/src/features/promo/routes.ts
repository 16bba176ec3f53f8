import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { activeChurnRoute, validatePromoCodeRoute } from '@posylka/contract';
import { serve } from '../../http/route.js';
import { checkPromoCode, findActiveChurnOffer } from './service.js';

/** Promo code check and the churn offer (SPEC §7). A refused code is still 200 with status false. */
export const promoFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, validatePromoCodeRoute, {
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

  serve(app, activeChurnRoute, {
    handler: async (request) => {
      const offer = await findActiveChurnOffer(app.db, request.user!.id);
      if (!offer) return { offer: null };
      const { id: _id, ...rest } = offer;
      return { offer: rest };
    },
  });
};
