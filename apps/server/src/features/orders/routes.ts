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
import { serve } from '../../http/route.js';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { OrderConflictError } from './messages.js';
import type { PassportSummary, Shipment } from '@posylka/contract';
import { canSetOneTimePassword, type Locale, type ShipmentEvent } from '@posylka/domain';
import {
  lifecycleDeps,
  refusalError,
  shipmentStateOf,
  type ApplyShipmentEventInput,
  type ApplyShipmentEventResult,
  type LifecycleActorRef,
  type LifecycleDeps,
} from '../lifecycle/index.js';
import { presentOrder } from './present.js';
import { NO_PROMO } from './promo-values.js';
import { findOrder, updateOrder } from './repository.js';
import { completeOrder, editOrder } from './complete.js';
import { refreshCheckoutState } from './checkout-state.js';
import type { OrdersDeps } from './deps.js';
import { saveOrder } from './save.js';
import { setTrackNumber } from './track-number.js';
import { forwardingSettings } from './settings.js';

export type OrdersFeatureDeps = {
  checkPromoCode: OrdersDeps['checkPromoCode'];
  churn: OrdersDeps['churn'];
  /** A code's use by a completed order: taken at completion, given back when the promo is cleared. */
  redemptions: OrdersDeps['redemptions'];
  /** Opens the order's identity document with the app's key (features/identity-documents). */
  passportSummary: (db: Database, secret: string, orderId: string) => Promise<PassportSummary | null>;
  /** The parcel's life (features/lifecycle): moves on continue-delivery and registration, the shipment block. */
  lifecycle: {
    apply: (deps: LifecycleDeps, input: ApplyShipmentEventInput) => Promise<ApplyShipmentEventResult>;
    present: (db: Database, order: OrderRow, locale: Locale) => Promise<Shipment>;
    /** A held parcel goes back to the shelf once the customer has put its reasons right (issue 13). */
    reconsider: (deps: LifecycleDeps, order: OrderRow, actor: LifecycleActorRef) => Promise<OrderRow>;
  };
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
    redemptions: options.redemptions,
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
    /** The order with its shipment block (the parcel page reads GET /orders/{id}). */
    const presentWithShipment = async (order: OrderRow, request: FastifyRequest) => {
      const [body, shipment] = await Promise.all([
        present(app.db, order, request),
        options.lifecycle.present(app.db, order, request.locale),
      ]);
      return { ...body, shipment };
    };
    const lifecycle = lifecycleDeps(app, deps.now);
    /** A customer's move of their own parcel; a refusal answers 409 with the domain's words. */
    const move = async (order: OrderRow, event: ShipmentEvent): Promise<OrderRow> => {
      const result = await options.lifecycle.apply(lifecycle, {
        orderId: order.id,
        event,
        actor: { kind: 'customer', userId: order.userId },
      });
      if (result.ok) return result.order;
      if (result.reason === 'not_found') throw notFound();
      throw refusalError(result.reason);
    };

    /** After the customer changed a held parcel: back to the shelf if nothing keeps it (issue 13). */
    const reconsider = (order: OrderRow) =>
      options.lifecycle.reconsider(lifecycle, order, { kind: 'customer', userId: order.userId });

    serve(app, createDraftOrderRoute, {
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

    serve(app, updateDraftOrderRoute, {
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

    serve(app, completeOrderRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await completeOrder(app.db, deps, request.user!.id, order, request.body, request.locale);
        // A parcel the warehouse received without a declaration: completing it registers it (design §3).
        if (row.shipmentState === 'unregistered')
          return present(app.db, await move(row, 'register'), request);
        return present(app.db, await reconsider(row), request);
      },
    });

    serve(app, editOrderRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await editOrder(app.db, deps, request.user!.id, order, request.body, request.locale);
        return present(app.db, await reconsider(row), request);
      },
    });

    serve(app, getOrderRoute, {
      handler: async (request) => {
        // Documents are attached through their own routes; the state catches up when the order is read.
        const order = await refreshCheckoutState(app.db, await own(request, request.params.id));
        return presentWithShipment(order, request);
      },
    });

    serve(app, setTrackingNumberRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await setTrackNumber(app.db, order, request.body.number, request.locale);
        return present(app.db, row, request);
      },
    });

    serve(app, setOneTimePasswordRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        // Asked for when the parcel is handed to the warehouse: afterwards it means nothing.
        if (!canSetOneTimePassword(shipmentStateOf(order))) throw new OrderConflictError('passwordClosed');
        const oneTimePassword = request.body.oneTimePassword?.trim() || null;
        const row = await updateOrder(app.db, order.id, { oneTimePassword }, null);
        return present(app.db, row, request);
      },
    });

    serve(app, clearOrderPromoRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        if (order.isBlocked) throw new OrderConflictError('blocked');
        // The order no longer carries the code: a completed order gives its use back with it.
        const row = await app.db.transaction(async (tx) => {
          await deps.redemptions.release(tx, { kind: 'forwarding', id: order.id }, deps.now());
          return updateOrder(tx, order.id, NO_PROMO, null);
        });
        return present(app.db, row, request);
      },
    });

    serve(app, unblockOrderRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        // "Blocked or completed-and-blocked orders are unblocked through continue-delivery" (SPEC §4):
        // a delayed parcel is unblocked, a paused one released, through the lifecycle (which keeps
        // isBlocked in step); a flag set without a lifecycle state is simply cleared.
        if (order.shipmentState === 'delayed')
          return presentWithShipment(await move(order, 'unblock'), request);
        if (order.shipmentState === 'paused')
          return presentWithShipment(await move(order, 'release'), request);
        if (!order.isBlocked) throw new OrderConflictError('notBlocked');
        const row = await updateOrder(app.db, order.id, { isBlocked: false }, null);
        return presentWithShipment(row, request);
      },
    });

    serve(app, forwardingOrderSettingsRoute, {
      handler: async (request) => forwardingSettings(app.db, request.user!.id, request.query, request.locale),
    });
  };
}
