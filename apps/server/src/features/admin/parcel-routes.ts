// Parcels in the console: search, one parcel's page, receiving, moves, the warehouse and batch
// dispatch. Every route is for operators and admins (401 anonymous, 403 customers), checked before
// the body (422).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ADMIN_PARCELS_PAGE_SIZE,
  adminDispatchRoute,
  adminParcelEventRoute,
  adminParcelRoute,
  adminParcelWarehouseRoute,
  adminParcelsRoute,
  adminReceiveRoute,
  type AdminDispatchResult,
} from '@posylka/contract';
import { formatOrderNumber, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { serve } from '../../http/route.js';
import { applyShipmentEvent, type LifecycleDeps } from '../lifecycle/index.js';
import { declareForCustomer } from '../orders/index.js';
import { AdminError, refusalError, refusalText } from './messages.js';
import { moveRefusalError, moveRefusalText } from './move-refusal.js';
import { presentParcel, presentParcelDetail, stateOf } from './present.js';
import { receiveParcel } from './receive.js';
import { findParcel, searchParcels } from './repository.js';
import { changeWarehouse } from './warehouse.js';

export type ParcelRoutesOptions = { deps: LifecycleDeps };

async function detailOf(db: Database, id: string, locale: Locale) {
  const row = await findParcel(db, id);
  if (!row) throw new AdminError(404, 'parcelNotFound');
  return presentParcelDetail(db, row, locale);
}

export function parcelRoutes({ deps }: ParcelRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, adminParcelsRoute, {
      handler: async (request) => {
        const { query, state, country, page } = request.query;
        const found = await searchParcels(
          app.db,
          { query, state, country },
          { page, pageSize: ADMIN_PARCELS_PAGE_SIZE },
        );
        return {
          items: found.rows.map((row) => presentParcel(row, request.locale)),
          total: found.total,
          page,
          countPerPage: ADMIN_PARCELS_PAGE_SIZE,
        };
      },
    });

    serve(app, adminParcelRoute, {
      handler: (request) => detailOf(app.db, request.params.id, request.locale),
    });

    serve(app, adminReceiveRoute, {
      handler: async (request, reply) => {
        const done = await receiveParcel(deps, request.body, request.user!.id, request.locale);
        const parcel = await detailOf(app.db, done.orderId, request.locale);
        return reply
          .code(done.outcome === 'unregistered' ? 201 : 200)
          .send({ outcome: done.outcome, parcel });
      },
    });

    serve(app, adminParcelEventRoute, {
      handler: async (request) => {
        const row = await findParcel(app.db, request.params.id);
        if (!row) throw new AdminError(404, 'parcelNotFound');
        const { event, waybillNumber, note, items } = request.body;
        const data: Record<string, unknown> = {};
        if (waybillNumber) data.waybillNumber = waybillNumber;
        if (note) data.note = note;
        if (event === 'declare_manually') {
          // SPEC §4: the goods the warehouse found replace the customer's declaration (service 40).
          if (stateOf(row.order) !== 'unregistered') throw refusalError('not_allowed_from_state');
          await declareForCustomer(app.db, row.order, items ?? [], request.locale);
        }
        const result = await applyShipmentEvent(deps, {
          orderId: row.order.id,
          event,
          actor: { kind: 'operator', userId: request.user!.id },
          data,
        });
        if (!result.ok) throw moveRefusalError(result, request.locale);
        return detailOf(app.db, row.order.id, request.locale);
      },
    });

    serve(app, adminParcelWarehouseRoute, {
      handler: async (request) => {
        const { id } = request.params;
        const input = { orderId: id, warehouseId: request.body.warehouseId, operatorId: request.user!.id };
        await changeWarehouse(deps, input, request.locale);
        return detailOf(app.db, id, request.locale);
      },
    });

    serve(app, adminDispatchRoute, {
      handler: async (request) => {
        const actor = { kind: 'operator' as const, userId: request.user!.id };
        const results: AdminDispatchResult['results'] = [];
        // Dispatching one consolidated parcel takes its consolidation along (the lifecycle moves the
        // others); those, when also listed, are reported as dispatched rather than as refusals.
        const leftWith = new Set<string>();
        for (const orderId of new Set(request.body.orderIds)) {
          const row = await findParcel(app.db, orderId);
          if (!row) {
            results.push({ orderId, ok: false, errorDescription: refusalText('not_found', request.locale) });
            continue;
          }
          const number = formatOrderNumber(row.order.number);
          const consolidationId = row.order.consolidationId;
          if (stateOf(row.order) === 'dispatched' && consolidationId && leftWith.has(consolidationId)) {
            results.push({ orderId, ok: true, number, state: 'dispatched' });
            continue;
          }
          const result = await applyShipmentEvent(deps, { orderId: row.order.id, event: 'dispatch', actor });
          if (!result.ok) {
            results.push({ orderId, ok: false, errorDescription: moveRefusalText(result, request.locale) });
            continue;
          }
          if (consolidationId) leftWith.add(consolidationId);
          results.push({ orderId, ok: true, number, state: result.to });
        }
        const dispatched = results.filter((line) => line.ok).length;
        return { results, dispatched, failed: results.length - dispatched };
      },
    });
  };
}
