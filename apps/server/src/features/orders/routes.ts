import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  clearOrderPromoRoute,
  completeOrderRoute,
  createDraftOrderRoute,
  editOrderRoute,
  forwardingOrderSettingsRoute,
  getOrderRoute,
  setOneTimePasswordRoute,
  setTrackingNumberRoute,
  unblockOrderRoute,
  updateDraftOrderRoute,
} from '@posylka/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.js';
import { routeSchema } from '../../http/route.js';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { OrderConflictError } from './messages.js';
import type { PassportSummary } from '@posylka/contract';
import { presentOrder } from './present.js';
import type { ChurnOffers, PromoChecker } from './promo.js';
import { findOrder, updateOrder } from './repository.js';
import { completeOrder } from './complete.js';
import { refreshCheckoutState, saveOrder, setTrackNumber, type OrdersDeps } from './service.js';
import { forwardingSettings } from './settings.js';

export type OrdersFeatureDeps = {
  checkPromoCode: PromoChecker;
  churn: ChurnOffers;
  /** Opens the order's identity document with the app's key (features/identity-documents). */
  passportSummary: (db: Database, secret: string, orderId: string) => Promise<PassportSummary | null>;
  now?: () => Date;
};

/**
 * The forwarding order API (SPEC §7 "Orders", contract routes/orders.ts). Every order route is the
 * signed-in customer's own: an unknown, malformed or another customer's id answers 404, before any
 * body is looked at.
 */
export function ordersFeature(options: OrdersFeatureDeps): FastifyPluginAsyncZod {
  const deps: OrdersDeps = {
    checkPromoCode: options.checkPromoCode,
    churn: options.churn,
    now: options.now ?? (() => new Date()),
  };
  return async (app) => {
    const own = async (request: FastifyRequest, id: string): Promise<OrderRow> => {
      const order = await findOrder(app.db, request.user!.id, id);
      if (!order) throw notFound();
      return order;
    };
    const readPassport = (db: Database, orderId: string) =>
      options.passportSummary(db, app.config.identityEncryption.secret, orderId);
    const present = (db: Database, order: OrderRow, request: FastifyRequest) =>
      presentOrder(db, order, request.locale, readPassport);

    app.route({
      method: createDraftOrderRoute.method,
      url: createDraftOrderRoute.path,
      schema: routeSchema(createDraftOrderRoute),
      preValidation: app.requireUser,
      handler: async (request, reply) => {
        const row = await saveOrder(
          app.db,
          deps,
          request.user!.id,
          null,
          request.body,
          'create',
          request.locale,
        );
        return reply.code(201).send(await present(app.db, row, request));
      },
    });

    app.route({
      method: updateDraftOrderRoute.method,
      url: updateDraftOrderRoute.path,
      schema: routeSchema(updateDraftOrderRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await saveOrder(
          app.db,
          deps,
          request.user!.id,
          order,
          request.body,
          'draft',
          request.locale,
        );
        return present(app.db, row, request);
      },
    });

    app.route({
      method: completeOrderRoute.method,
      url: completeOrderRoute.path,
      schema: routeSchema(completeOrderRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await completeOrder(app.db, deps, request.user!.id, order, request.body, request.locale);
        return present(app.db, row, request);
      },
    });

    app.route({
      method: editOrderRoute.method,
      url: editOrderRoute.path,
      schema: routeSchema(editOrderRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await saveOrder(
          app.db,
          deps,
          request.user!.id,
          order,
          request.body,
          'edit',
          request.locale,
        );
        return present(app.db, row, request);
      },
    });

    app.route({
      method: getOrderRoute.method,
      url: getOrderRoute.path,
      schema: routeSchema(getOrderRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        // Documents are attached through their own routes; the state catches up when the order is read.
        const order = await refreshCheckoutState(app.db, await own(request, request.params.id));
        return present(app.db, order, request);
      },
    });

    app.route({
      method: setTrackingNumberRoute.method,
      url: setTrackingNumberRoute.path,
      schema: routeSchema(setTrackingNumberRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await setTrackNumber(app.db, order, request.body.number, request.locale);
        return present(app.db, row, request);
      },
    });

    app.route({
      method: setOneTimePasswordRoute.method,
      url: setOneTimePasswordRoute.path,
      schema: routeSchema(setOneTimePasswordRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const oneTimePassword = request.body.oneTimePassword?.trim() || null;
        const row = await updateOrder(app.db, order.id, { oneTimePassword }, null);
        return present(app.db, row, request);
      },
    });

    app.route({
      method: clearOrderPromoRoute.method,
      url: clearOrderPromoRoute.path,
      schema: routeSchema(clearOrderPromoRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        const order = await own(request, request.params.id);
        if (order.isBlocked) throw new OrderConflictError('blocked');
        const row = await updateOrder(
          app.db,
          order.id,
          {
            promoCode: null,
            promoFormat: null,
            promoValue: null,
            promoRestrictedValue: null,
            churnAccepted: false,
            churnOfferId: null,
          },
          null,
        );
        return present(app.db, row, request);
      },
    });

    app.route({
      method: unblockOrderRoute.method,
      url: unblockOrderRoute.path,
      schema: routeSchema(unblockOrderRoute),
      preValidation: app.requireUser,
      handler: async (request) => {
        const order = await own(request, request.params.id);
        // "Blocked or completed-and-blocked orders are unblocked through continue-delivery" (SPEC §4).
        if (!order.isBlocked) throw new OrderConflictError('notBlocked');
        const row = await updateOrder(app.db, order.id, { isBlocked: false }, null);
        return present(app.db, row, request);
      },
    });

    app.route({
      method: forwardingOrderSettingsRoute.method,
      url: forwardingOrderSettingsRoute.path,
      schema: routeSchema(forwardingOrderSettingsRoute),
      preValidation: app.requireUser,
      handler: async (request) => forwardingSettings(app.db, request.user!.id, request.query, request.locale),
    });
  };
}
