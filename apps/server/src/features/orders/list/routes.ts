import { ResponseSerializationError, type FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  deleteOrderRoute,
  listOrdersRoute,
  moveOrderFromArchiveRoute,
  moveOrderToArchiveRoute,
} from '@posylka/contract';
import {
  canDeleteBuyout,
  canDeleteOrder,
  ORDER_LIST_PAGE_SIZE,
  type BuyoutOrderStatus,
} from '@posylka/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { notFound } from '../../../http/errors.js';
import { serve } from '../../../http/route.js';
import { closeOpenPayments } from '../../payments/index.js';
import { releasePromoCode } from '../../promo/index.js';
import {
  findBuyoutCard,
  markBuyoutDeleted,
  setBuyoutArchived,
  type BuyoutCardRow,
} from './buyout-repository.js';
import { ImpossibleToRemoveError } from './messages.js';
import { listPage } from './list-page.js';
import { presentCard, shipmentStateOfRow } from './present.js';
import { presentBuyoutCard } from './present-buyout.js';
import { findOrderCard, markDeleted, setArchived, type CardRow } from './repository.js';

export type OrderListDeps = { now?: () => Date };

/** The card an action's id names: one of the customer's forwarding orders or buy-out orders. */
type OwnCard = { kind: 'forwarding'; row: CardRow } | { kind: 'buyout'; row: BuyoutCardRow };

/**
 * The list's answer is checked against its contract schema and serialised with zod's parse instead
 * of the app's encode-based compiler (@fastify/type-provider-zod's serializerCompiler): the list's
 * schemas have no codecs or transforms, so both give the same JSON and the same error, but zod
 * compiles parse for plain objects and not encode: ~30 µs instead of ~50 µs for a page of 10 cards.
 * routes.test.ts checks the answer against zod's encode.
 */
const parseSerializerCompiler =
  ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
  (data: unknown): string => {
    const result = (schema as ZodType).safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/**
 * The customer's orders list (SPEC §7 "Orders"): GET /orders and the archive and delete actions.
 * The order resource itself (GET /orders/{id} and the saves) is features/orders'; find-my-way tells
 * the static paths here from its parametric ones. The actions take the id of either kind of card
 * (the list shows both): a forwarding order's, else a buy-out order's. Another customer's, a
 * removed or an unknown id answers 404.
 */
export function orderListFeature(deps: OrderListDeps = {}): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  return async (app) => {
    const own = async (request: FastifyRequest, id: string): Promise<OwnCard> => {
      const userId = request.user!.id;
      const card = await findOrderCard(app.db, userId, id);
      if (card) return { kind: 'forwarding', row: card };
      const buyout = await findBuyoutCard(app.db, userId, id);
      if (buyout) return { kind: 'buyout', row: buyout };
      throw notFound();
    };

    /** Sets or clears the archive mark (archiving twice keeps the first date) and answers the card. */
    const archive = async (request: FastifyRequest, id: string, toArchive: boolean) => {
      const userId = request.user!.id;
      const card = await own(request, id);
      const was = card.row.archivedAt;
      const archivedAt = toArchive ? (was ?? now()) : null;
      if (card.kind === 'buyout') {
        if (was !== archivedAt) await setBuyoutArchived(app.db, userId, card.row.id, archivedAt);
        return presentBuyoutCard({ ...card.row, archivedAt }, request.locale);
      }
      if (was !== archivedAt) await setArchived(app.db, userId, card.row.id, archivedAt);
      return presentCard({ ...card.row, archivedAt }, request.locale);
    };

    serve(app, listOrdersRoute, {
      serializerCompiler: parseSerializerCompiler,
      handler: async (request) => {
        const query = request.query;
        const page = await listPage(app.db, request.user!.id, { ...query, pageSize: ORDER_LIST_PAGE_SIZE });
        return {
          items: page.entries.map((entry) =>
            entry.kind === 'buyout'
              ? presentBuyoutCard(entry.row, request.locale)
              : presentCard(entry.row, request.locale),
          ),
          countPerPage: ORDER_LIST_PAGE_SIZE,
          currentPage: query.page,
          total: page.total,
          ...page.counters,
        };
      },
    });

    serve(app, moveOrderToArchiveRoute, {
      // Archiving twice keeps the first date (the archive is sorted by creation anyway).
      handler: (request) => archive(request, request.params.id, true),
    });

    serve(app, moveOrderFromArchiveRoute, {
      handler: (request) => archive(request, request.params.id, false),
    });

    serve(app, deleteOrderRoute, {
      handler: async (request, reply) => {
        const userId = request.user!.id;
        const card = await own(request, request.params.id);
        if (card.kind === 'buyout') {
          const at = now();
          // Only while nothing was paid; the write checks the status again, so a payment that
          // settled meanwhile keeps the order (and is canceled and refunded on its own page).
          if (!canDeleteBuyout(card.row.status as BuyoutOrderStatus))
            throw new ImpossibleToRemoveError('buyout');
          // A removed unpaid order gives back the promo code it took at checkout, in the same write.
          const removed = await app.db.transaction(async (tx) => {
            const done = await markBuyoutDeleted(tx, userId, card.row.id, at);
            if (done) await releasePromoCode(tx, { kind: 'buyout', id: card.row.id }, at);
            return done;
          });
          if (!removed) throw new ImpossibleToRemoveError('buyout');
          // A payment page still open for it can no longer pay it (as on cancel or a new save).
          await closeOpenPayments(app.db, card.row.id, at);
          return reply.code(204).send(null);
        }
        const row = card.row;
        if (!canDeleteOrder({ ...row, shipmentState: shipmentStateOfRow(row) }))
          throw new ImpossibleToRemoveError();
        // A removed order (still declared: nothing was paid) gives back its promo code's use.
        await app.db.transaction(async (tx) => {
          const at = now();
          await markDeleted(tx, userId, row.id, at);
          await releasePromoCode(tx, { kind: 'forwarding', id: row.id }, at);
        });
        return reply.code(204).send(null);
      },
    });
  };
}
