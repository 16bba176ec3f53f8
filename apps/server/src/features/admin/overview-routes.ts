// The console's overview: parcels per state and the buy-out queue in one request (the dashboard used
// to ask the list route once per state). For operators and admins (401 anonymous, 403 customers).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { adminParcelCountsRoute } from '@posylka/contract';
import { serve } from '../../http/route.js';
import { openQueueSummary } from './buyout/summary.js';
import { parcelCountsByState } from './counts.js';

export function overviewRoutes(options: { now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, adminParcelCountsRoute, {
      handler: async () => {
        const [states, buyouts] = await Promise.all([
          parcelCountsByState(app.db),
          openQueueSummary(app.db, options.now()),
        ]);
        return { states, buyouts };
      },
    });
  };
}
