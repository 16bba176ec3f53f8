import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  buyoutSettingsRoute,
  buyoutTrackingRoute,
  buyoutTrackingStatusesRoute,
  checkBuyoutPaymentRoute,
  checkoutBuyoutRoute,
  buyoutPaymentRoute,
  editBuyoutRoute,
  refundBuyoutRoute,
  saveBuyoutDraftRoute,
  saveBuyoutPassportRoute,
  validateCardNumberRoute,
  viewBuyoutRoute,
} from '@posylka/contract';
import {
  buyoutLineState,
  cardSchemeOf,
  isBuyoutLineClosed,
  money,
  roundAmount,
  subtractMoney,
} from '@posylka/domain';
import type { FastifyRequest } from 'fastify';
import type { BuyoutOrderRow } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import {
  buyoutNumber,
  paymentProviders,
  paymentState,
  refundDifference,
  refundOrder,
  startPayment,
} from '../payments/index.js';
import { BuyoutConflictError } from './messages.js';
import { saveBuyoutPassport } from './passport.js';
import { presentBuyout, receivedOf } from './present.js';
import { findBuyout, findProducts } from './repository.js';
import { cancelOrder, checkout, editOrder, saveDraft, type BuyoutDeps } from './service.js';
import { buyoutPageSettings, loadContext } from './settings.js';

const PAID = new Set(['paid', 'processing', 'edited', 'partially_refunded']);

export type BuyoutFeatureDeps = Omit<BuyoutDeps, 'now'> & { now?: () => Date };

/**
 * The buy-out API (SPEC §7 "Buy-out", contract routes/buyout.ts). Every order route is the signed-in
 * customer's own: an unknown, malformed or another customer's id answers 404 before the body is read.
 */
export function buyoutFeature(options: BuyoutFeatureDeps): FastifyPluginAsyncZod {
  const deps: BuyoutDeps = { ...options, now: options.now ?? (() => new Date()) };
  return async (app) => {
    const providers = paymentProviders(app.config, app.db);
    const own = async (request: FastifyRequest, id: string): Promise<BuyoutOrderRow> => {
      const order = await findBuyout(app.db, request.user!.id, id);
      if (!order) throw notFound();
      return order;
    };
    const present = async (order: BuyoutOrderRow) => presentBuyout(app.db, order, await loadContext(app.db));

    serve(app, buyoutSettingsRoute, {
      handler: () => buyoutPageSettings(app.db),
    });

    serve(app, saveBuyoutDraftRoute, {
      handler: async (request, reply) => {
        const { order, created } = await saveDraft(
          app.db,
          deps,
          request.user!.id,
          request.body,
          request.locale,
        );
        return reply.code(created ? 201 : 200).send(await present(order));
      },
    });

    serve(app, checkoutBuyoutRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const row = await checkout(app.db, deps, await loadContext(app.db), order, request.locale);
        return { id: row.id };
      },
    });

    serve(app, buyoutPaymentRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        if (order.status !== 'awaiting_payment' || order.totalAmount === null)
          throw new BuyoutConflictError('notAwaitingPayment');
        const language = request.locale === 'ru' ? 'ru' : request.locale === 'uk' ? 'uk' : 'en';
        return startPayment(app.db, providers.active, {
          orderId: order.id,
          orderNumber: buyoutNumber(order.number),
          amount: order.totalAmount,
          currency: order.totalCurrency ?? 'USD',
          description: `Posylka ${buyoutNumber(order.number)}`,
          language,
          locale: request.locale,
        });
      },
    });

    serve(app, checkBuyoutPaymentRoute, {
      handler: async (request, reply) => {
        const order = await own(request, request.params.id);
        // The order's own state wins: once paid (or bought, or edited) it stays paid for the page.
        const state = PAID.has(order.status) ? 'paid' : await paymentState(app.db, order.id);
        // SPEC §8 "A 202 on GET is retried": the client asks again until the provider has answered.
        if (state === 'pending') return reply.code(202).send({});
        return { status: state, orderId: order.id };
      },
    });

    serve(app, editBuyoutRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const context = await loadContext(app.db);
        const row = await editOrder(app.db, context, order, request.body, request.locale, deps.now());
        // The customer paid the old total: the difference goes back to the paying card.
        const currency = context.settings.currency;
        const difference = subtractMoney(
          money(order.totalAmount ?? '0', currency),
          money(row.totalAmount ?? '0', currency),
        );
        await refundDifference(
          app.db,
          providers,
          order.id,
          roundAmount(difference.amount),
          {
            reason: 'edit',
            actor: 'customer',
            actorUserId: order.userId,
            // One refund per saved edit: a repeated save finds no difference left to give back.
            key: `edit:${order.id}:${row.updatedAt.toISOString()}`,
            at: deps.now(),
          },
          request.log,
        );
        return presentBuyout(app.db, row, context);
      },
    });

    serve(app, viewBuyoutRoute, {
      handler: async (request) => present(await own(request, request.params.id)),
    });

    serve(app, refundBuyoutRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const now = deps.now();
        const row = await cancelOrder(
          app.db,
          deps,
          order,
          // The order payment and every paid surcharge go back, each closed as refunded; 'overdue'
          // when the 72 hours passed with nothing bought, 'cancel' otherwise (one key per order).
          (reason) =>
            refundOrder(
              app.db,
              providers,
              order.id,
              { reason, actor: 'customer', actorUserId: order.userId, key: `${reason}:${order.id}`, at: now },
              request.log,
            ),
          now,
        );
        return present(row);
      },
    });

    serve(app, saveBuyoutPassportRoute, {
      handler: async (request) => {
        // 404 before 422: nothing is learnt about an order that is not yours.
        const order = await own(request, request.params.id);
        return saveBuyoutPassport(
          app.db,
          app.config.identityEncryption.secret,
          order,
          request.body,
          request.locale,
        );
      },
    });

    serve(app, buyoutTrackingRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        const products = await findProducts(app.db, order.id);
        return {
          items: products.map((p) => ({
            productId: p.id,
            trackNo: p.trackNo,
            // A line that ended says so instead of waiting for ever (issue 14 "Buy-out lines that end").
            status: isBuyoutLineClosed(p)
              ? (buyoutLineState(p) as 'refused' | 'unavailable')
              : (p.itemStatus as 'awaiting' | 'purchased' | 'shipped' | 'received'),
          })),
        };
      },
    });

    serve(app, buyoutTrackingStatusesRoute, {
      handler: async (request) => {
        const order = await own(request, request.params.id);
        return receivedOf(await findProducts(app.db, order.id));
      },
    });

    serve(app, validateCardNumberRoute, {
      handler: (request) => cardSchemeOf(request.body['bin-number']),
    });
  };
}
