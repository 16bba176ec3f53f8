import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { lifecycleDeps } from '../lifecycle/index.js';
import { accessRoutes } from './access-routes.js';
import { overviewRoutes } from './overview-routes.js';
import { parcelRoutes } from './parcel-routes.js';
import { photoRoutes } from './photo-routes.js';

export type AdminFeatureOptions = {
  /** Injected clock (receiving on 2-17 February, timers shown on the page); tests move it. */
  now?: () => Date;
};

/**
 * The operator console's parcel API (contract routes/admin.ts). Buy-out processing has its own
 * plugin in ./buyout. Moves go through the lifecycle's applyShipmentEvent, never around it.
 */
export function adminFeature(options: AdminFeatureOptions = {}): FastifyPluginAsyncZod {
  const now = options.now ?? (() => new Date());
  return async (app) => {
    await app.register(accessRoutes({ now }));
    await app.register(overviewRoutes({ now }));
    await app.register(parcelRoutes({ deps: lifecycleDeps(app, now) }));
    // Its own scope: the multipart parser is registered for the photo routes only.
    await app.register(photoRoutes({ now }));
  };
}
