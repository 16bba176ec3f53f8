import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { alertMessagesRoute, closeAlertMessageRoute } from '@posylka/contract';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { promoCodeOf, wordAlert } from './messages.js';
import { closeAlert, openAlerts } from './repository.js';

/** SPEC §7 "Alert messages fetch (alertMessagesID), close (alertMessageID)", for the caller's own alerts. */
export const alertsFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, alertMessagesRoute, {
    handler: async (request) => {
      const rows = await openAlerts(app.db, request.user!.id);
      return rows.flatMap((row) => {
        const worded = wordAlert(row.messageKey, row.params, request.locale);
        if (!worded) return [];
        return [
          {
            id: row.id,
            kind: row.kind,
            ...worded,
            promoCode: promoCodeOf(row.params),
            link: row.link,
            createdAt: row.createdAt.toISOString(),
          },
        ];
      });
    },
  });

  serve(app, closeAlertMessageRoute, {
    handler: async (request, reply) => {
      const found = await closeAlert(app.db, request.user!.id, request.params.alertMessageID);
      if (!found) throw notFound();
      return reply.code(204).send(null);
    },
  });
};
