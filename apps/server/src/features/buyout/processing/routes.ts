// The customer's side of buy-out processing (contract routes/admin-buyout.ts, customer part): how the
// buying goes, and the answer to a price rise or lower quantity. Another customer's order, or a line
// of another order, answers 404 before the body is looked at.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { buyoutPriceDecisionRoute, buyoutProcessingRoute, buyoutSurchargeRoute } from '@posylka/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../http/errors.js';
import { serve } from '../../../http/route.js';
import { paymentProviders } from '../../payments/index.js';
import { findBuyout } from '../repository.js';
import { answerQuestion } from './lines.js';
import { presentProcessing } from './present.js';
import { findOrderById } from './repository.js';
import { startSurchargePayment } from './surcharges.js';

export function buildBuyoutProcessingFeature(options: { now?: () => Date } = {}): FastifyPluginAsyncZod {
  const now = options.now ?? (() => new Date());
  return async (app) => {
    const providers = paymentProviders(app.config, app.db);
    const own = async (request: FastifyRequest, id: string) => {
      const order = await findBuyout(app.db, request.user!.id, id);
      if (!order) throw notFound();
      return order;
    };

    serve(app, buyoutProcessingRoute, {
      handler: async (request) => presentProcessing(app.db, await own(request, request.params.id), now()),
    });

    serve(app, buyoutPriceDecisionRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        await answerQuestion(
          { db: app.db, providers, log: request.log },
          { order, lineId: request.params.itemId, accept: request.body.accept, now: now() },
        );
        return presentProcessing(app.db, (await findOrderById(app.db, order.id))!, now());
      },
    });

    serve(app, buyoutSurchargeRoute, {
      handler: async (request) =>
        startSurchargePayment(app.db, providers, {
          order: await own(request, request.params.id),
          lineId: request.params.itemId,
          locale: request.locale,
        }),
    });
  };
}
