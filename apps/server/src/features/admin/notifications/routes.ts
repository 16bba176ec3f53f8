// The console's customer messages (contract routes/admin-notifications.ts): deliveries by status with
// counts on top, and sending again one delivery or every dead letter of a channel. A retry and its
// audit row commit together; then the worker is kicked so the message leaves at once. For operators
// and admins (401 anonymous, 403 customers), checked before the query or body (422).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ADMIN_NOTIFICATIONS_PAGE_SIZE,
  adminNotificationRetryRoute,
  adminNotificationsRetryDeadRoute,
  adminNotificationsRoute,
} from '@posylka/contract';
import { writeAudit } from '../../../audit/index.js';
import { serve } from '../../../http/route.js';
import { isUuid } from '../../../db/uuid.js';
import { DeliveryRetryError } from './messages.js';
import { presentDelivery } from './present.js';
import {
  deliveriesPage,
  deliveryById,
  deliveryCounts,
  deliveryStatus,
  ordersNamed,
  retryDead,
  retryDelivery,
} from './repository.js';

export function adminNotificationsFeature(options: { now?: () => Date } = {}): FastifyPluginAsyncZod {
  const now = options.now ?? (() => new Date());
  return async (app) => {
    serve(app, adminNotificationsRoute, {
      handler: async (request) => {
        const { status, channel, query, page } = request.query;
        const [found, counted] = await Promise.all([
          deliveriesPage(app.db, { status, channel, query }, page, ADMIN_NOTIFICATIONS_PAGE_SIZE),
          deliveryCounts(app.db),
        ]);
        const orders = await ordersNamed(app.db, found.rows);
        return {
          ...counted,
          items: found.rows.map((row) => presentDelivery(row, orders)),
          total: found.total,
          page,
          countPerPage: ADMIN_NOTIFICATIONS_PAGE_SIZE,
        };
      },
    });

    serve(app, adminNotificationRetryRoute, {
      handler: async (request) => {
        const { deliveryId } = request.params;
        if (!isUuid(deliveryId)) throw new DeliveryRetryError('notFound');
        const at = now();
        const row = await app.db.transaction(async (tx) => {
          const changed = await retryDelivery(tx, deliveryId, at);
          if (!changed) {
            const status = await deliveryStatus(tx, deliveryId);
            throw new DeliveryRetryError(status === null ? 'notFound' : 'alreadySent');
          }
          const { before, after } = changed;
          await writeAudit(tx, {
            actorUserId: request.user!.id,
            action: 'notification.retry',
            entityType: 'notification_delivery',
            entityId: deliveryId,
            before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
            after: { status: after.status, attempts: after.attempts },
            at,
          });
          return deliveryById(tx, deliveryId);
        });
        void app.notifications.kick();
        const orders = await ordersNamed(app.db, [row!]);
        return { delivery: presentDelivery(row!, orders) };
      },
    });

    serve(app, adminNotificationsRetryDeadRoute, {
      handler: async (request) => {
        const channel = request.body.channel;
        const at = now();
        const retried = await app.db.transaction(async (tx) => {
          const n = await retryDead(tx, channel, at);
          // Pressing it with nothing dead changes nothing and is not an action worth a row.
          if (n > 0)
            await writeAudit(tx, {
              actorUserId: request.user!.id,
              action: 'notification.retry_dead',
              entityType: 'notification_channel',
              entityId: channel ?? 'all',
              before: { status: 'dead', count: n },
              after: { status: 'pending', count: n },
              at,
            });
          return n;
        });
        if (retried > 0) void app.notifications.kick();
        return { retried };
      },
    });
  };
}
