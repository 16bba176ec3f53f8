// Buy-out processing in the operator console (contract routes/admin-buyout.ts): the queue, one order,
// recording a purchase per line, refunds, and "arrived at the US warehouse". Every route is for
// operators and admins (401 anonymous, 403 customers), checked before the body (422).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ADMIN_BUYOUT_PAGE_SIZE,
  adminBuyoutArrivedRoute,
  adminBuyoutDetailRoute,
  adminBuyoutPurchaseRoute,
  adminBuyoutQueueRoute,
  adminBuyoutRefundRoute,
} from '@posylka/contract';
import { buyoutRefundInputSchema, toViolations } from '@posylka/domain';
import { randomUUID } from 'node:crypto';
import { HttpError, notFound } from '../../../http/errors.js';
import { idempotencyKeyOf } from '../../../http/idempotency-key.js';
import { serve } from '../../../http/route.js';
import {
  isInProcessing,
  ProcessingConflictError,
  recordPurchase,
  refundableOf,
  refundBuyout,
} from '../../buyout/index.js';
import { hasEntryWithKeyPrefix } from '../../ledger/index.js';
import { lifecycleDeps } from '../../lifecycle/index.js';
import { paymentProviders } from '../../payments/index.js';
import { arriveAtWarehouse } from './arrived.js';
import { presentDetail, queueItem } from './present.js';
import { findAnyBuyout, linesOf, queuePage } from './repository.js';

export type AdminBuyoutOptions = {
  /** Injected clock (deadlines, the 14-day refund window); tests move it. */
  now?: () => Date;
};

export function adminBuyoutFeature(options: AdminBuyoutOptions = {}): FastifyPluginAsyncZod {
  const now = options.now ?? (() => new Date());
  return async (app) => {
    const providers = paymentProviders(app.config, app.db);
    const find = async (id: string) => {
      const order = await findAnyBuyout(app.db, id);
      if (!order) throw notFound();
      return order;
    };

    serve(app, adminBuyoutQueueRoute, {
      handler: async (request) => {
        const { status, query, page } = request.query;
        const at = now();
        const found = await queuePage(app.db, {
          filter: status,
          query,
          page,
          pageSize: ADMIN_BUYOUT_PAGE_SIZE,
          now: at,
        });
        const lines = await linesOf(
          app.db,
          found.rows.map((row) => row.order.id),
        );
        return {
          items: found.rows.map((row) =>
            queueItem(row.order, row.customer, lines.get(row.order.id) ?? [], at),
          ),
          total: found.total,
          page,
          countPerPage: ADMIN_BUYOUT_PAGE_SIZE,
        };
      },
    });

    serve(app, adminBuyoutDetailRoute, {
      handler: async (request) => presentDetail(app.db, await find(request.params.id), now()),
    });

    serve(app, adminBuyoutPurchaseRoute, {
      handler: async (request) => {
        const order = await find(request.params.id);
        const at = now();
        const result = await recordPurchase(
          { db: app.db, providers, log: request.log },
          {
            order,
            lineId: request.params.itemId,
            body: request.body,
            operatorId: request.user!.id,
            locale: request.locale,
            now: at,
          },
        );
        const detail = await presentDetail(app.db, await find(order.id), at);
        return {
          order: detail,
          ...result.outcome,
          refund: result.refund ? (detail.refunds.find((row) => row.id === result.refund!.id) ?? null) : null,
        };
      },
    });

    serve(app, adminBuyoutRefundRoute, {
      handler: async (request) => {
        const order = await find(request.params.id);
        const at = now();
        const key = `operator:${order.id}:${idempotencyKeyOf(request) ?? randomUUID()}`;
        // A retry of a refund already made (a double click, a lost answer) answers as the first did.
        if (await hasEntryWithKeyPrefix(app.db, `refund:${key}:`)) return presentDetail(app.db, order, at);
        if (!isInProcessing(order)) throw new ProcessingConflictError('notInProcessing');
        const refundable = await refundableOf(app.db, order);
        const parsed = buyoutRefundInputSchema(refundable.amount).safeParse(request.body);
        if (!parsed.success)
          throw new HttpError(422, 'validationFailed', {}, toViolations(parsed.error.issues, request.locale));
        await refundBuyout(
          { db: app.db, providers, log: request.log },
          {
            order,
            amount: parsed.data.amount,
            cause: {
              reason: 'operator',
              productId: null,
              note: parsed.data.reason,
              // The console sends one key per refund form: a double click or a retry gives back once.
              key,
            },
            operatorId: request.user!.id,
            auditActor: request.user!.id,
            auditAction: 'buyout.refund',
            now: at,
          },
        );
        return presentDetail(app.db, await find(order.id), at);
      },
    });

    serve(app, adminBuyoutArrivedRoute, {
      handler: async (request) => {
        const order = await find(request.params.id);
        await arriveAtWarehouse(lifecycleDeps(app, now), {
          order,
          body: request.body,
          operatorId: request.user!.id,
          locale: request.locale,
        });
        return presentDetail(app.db, await find(order.id), now());
      },
    });
  };
}
