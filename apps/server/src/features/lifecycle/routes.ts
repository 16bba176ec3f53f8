import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  addToConsolidationRoute,
  cancelConsolidationRoute,
  createConsolidationRoute,
  getShipmentPhotoRoute,
  pauseShipmentRoute,
  releaseShipmentRoute,
  sendNowShipmentRoute,
} from '@posylka/contract';
import { consolidationNotice, formatMoney, type ShipmentEvent } from '@posylka/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { applyShipmentEvent } from './apply.js';
import {
  addToConsolidation,
  cancelConsolidation,
  createConsolidation,
  type ConsolidationOutcome,
} from './consolidation.js';
import { refusalError } from './messages.js';
import { presentShipment } from './present.js';
import { requestDispatch } from './send-now.js';
import { findLiveOrder, findOwnOrder, findPhoto } from './repository.js';
import { lifecycleDeps, type LifecycleDeps } from './types.js';

export type LifecycleFeatureOptions = { now?: () => Date };

/**
 * The customer's side of the parcel's life (contract routes/lifecycle.ts): pause and release,
 * consolidation, and the warehouse photos. Every order is the signed-in customer's own: an unknown,
 * malformed or another customer's id answers 404 before anything else.
 */
export function lifecycleFeature(options: LifecycleFeatureOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: LifecycleDeps = lifecycleDeps(app, options.now);

    const customerMove = async (request: FastifyRequest, id: string, event: ShipmentEvent) => {
      const userId = request.user!.id;
      const order = await findOwnOrder(app.db, userId, id);
      if (!order) throw notFound();
      const result = await applyShipmentEvent(deps, {
        orderId: order.id,
        event,
        actor: { kind: 'customer', userId },
      });
      if (!result.ok) {
        if (result.reason === 'not_found') throw notFound();
        throw refusalError(result.reason);
      }
      return presentShipment(app.db, result.order, request.locale);
    };

    serve(app, pauseShipmentRoute, {
      handler: (request) => customerMove(request, request.params.id, 'pause'),
    });

    serve(app, sendNowShipmentRoute, {
      handler: async (request) => {
        const order = await findOwnOrder(app.db, request.user!.id, request.params.id);
        if (!order) throw notFound();
        const row = await requestDispatch(deps, order, request.locale);
        return presentShipment(app.db, row, request.locale);
      },
    });

    serve(app, releaseShipmentRoute, {
      handler: (request) => customerMove(request, request.params.id, 'release'),
    });

    /** 200 with the result, or SPEC §8's over-limit warning as 409 (the web resends with confirmOverLimit). */
    const answer = (request: FastifyRequest, reply: FastifyReply, outcome: ConsolidationOutcome) => {
      if (outcome.kind === 'done') return reply.send(outcome.result);
      return reply.code(409).send({
        errorDescription: consolidationNotice('overLimit', request.locale, {
          limit: formatMoney(outcome.limit, request.locale),
        }),
        code: 'over_limit' as const,
        total: outcome.total,
        limit: outcome.limit,
      });
    };

    serve(app, createConsolidationRoute, {
      handler: async (request, reply) =>
        answer(
          request,
          reply,
          await createConsolidation(deps, request.user!.id, request.body, request.locale),
        ),
    });

    serve(app, addToConsolidationRoute, {
      handler: async (request, reply) =>
        answer(
          request,
          reply,
          await addToConsolidation(deps, request.user!.id, request.params.id, request.body, request.locale),
        ),
    });

    serve(app, cancelConsolidationRoute, {
      handler: (request) => cancelConsolidation(deps, request.user!.id, request.params.id, request.locale),
    });

    serve(app, getShipmentPhotoRoute, {
      handler: async (request, reply) => {
        const user = request.user!;
        const order = await findLiveOrder(app.db, request.params.id);
        // The owner, or an operator working the parcel in the console; anyone else: not found.
        const staff = user.role === 'operator' || user.role === 'admin';
        if (!order || (order.userId !== user.id && !staff)) throw notFound();
        const photo = await findPhoto(app.db, order.id, request.params.photoId);
        const stream = photo ? await app.storage.get(photo.storageKey) : null;
        if (!photo || !stream) throw notFound();
        reply
          .header('content-type', photo.mimeType)
          .header('content-length', String(photo.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'private, max-age=3600');
        // A stream is piped as is (no serializer runs); the contract lists only this route's error bodies.
        return reply.send(stream as never);
      },
    });
  };
}
