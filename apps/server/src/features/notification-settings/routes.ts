import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { notificationSettingsRoute, updateNotificationSettingsRoute } from '@posylka/contract';
import { settingsOfPatch } from '@posylka/domain';
import { HttpError } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { presentSettings, saveSettings } from './repository.js';

/** Issue 16 item 3: GET and PUT /api/personal/notification-settings (signed in). */
export const notificationSettingsFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, notificationSettingsRoute, {
    handler: async (request, reply) => {
      const settings = await presentSettings(app.db, request.user!.id);
      if (!settings) throw new HttpError(401, 'unauthorized');
      reply.header('cache-control', 'private, no-store');
      return settings;
    },
  });

  serve(app, updateNotificationSettingsRoute, {
    handler: async (request, reply) => {
      // The body passed the domain's patch rule: a locked e-mail turned off answered 422 already.
      const userId = request.user!.id;
      await app.db.transaction((tx) => saveSettings(tx, userId, settingsOfPatch(request.body)));
      const settings = await presentSettings(app.db, userId);
      if (!settings) throw new HttpError(401, 'unauthorized');
      reply.header('cache-control', 'private, no-store');
      return settings;
    },
  });
};
