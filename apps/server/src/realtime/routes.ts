import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import websocket from '@fastify/websocket';
import { anonymousRealtimeRoute, REALTIME_WS_PATH, webSocketCredentialsRoute } from '@posylka/contract';
import { serve } from '../http/route.js';
import { databaseChannelFacts } from './facts.js';
import { serveSocket } from './socket.js';
import { issueRealtimeToken } from './tokens.js';

/** Token endpoints (SPEC §7 "app-centrifugo") and the websocket the tokens open. */
export const realtimeFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const facts = databaseChannelFacts(app.db);

  serve(app, webSocketCredentialsRoute, {
    handler: async (request) => {
      const uid = request.user!.id;
      return { uid, token: issueRealtimeToken(app.config.realtimeSecret, { kind: 'user', uid }) };
    },
  });

  serve(app, anonymousRealtimeRoute, {
    // Open to visitors: the same strict limit as the other unauthenticated writes.
    config: { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.window } },
    handler: async (request) => ({
      token: issueRealtimeToken(app.config.realtimeSecret, {
        kind: 'anonymous',
        phone: request.body.phoneNumber,
      }),
    }),
  });

  app.get(REALTIME_WS_PATH, { websocket: true, schema: { hide: true } }, (socket) => {
    serveSocket(socket, { hub: app.realtime, facts, secret: app.config.realtimeSecret, log: app.log });
  });
};
