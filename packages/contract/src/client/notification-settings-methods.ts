import type { updateNotificationSettingsRoute } from '../routes/notification-settings.js';
import type { RouteDef } from '../routes/route.js';
import type { Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';
import type { CallOptions } from './http.js';
import type { RouteBody, RouteResult } from './route-types.js';

// Issue 16 item 3: the notification settings, as the client's `notificationSettings` methods
// (method and path only, see endpoint.ts).

type Extra = Pick<CallOptions, 'noErrorToast' | 'signal' | 'query'>;
type Send = <R extends RouteDef>(
  route: Endpoint<R>,
  body: RouteBody<R>,
  extra?: Extra,
) => Promise<RouteResult<R>>;

const settingsEp = endpoints.notificationSettings;
const updateEp = endpoints.updateNotificationSettings;

export function notificationSettingsMethods(send: Send) {
  return {
    get: (extra?: Extra) => send(settingsEp, undefined, extra),
    update: (body: RouteBody<typeof updateNotificationSettingsRoute>, extra?: Extra) =>
      send(updateEp, body, extra),
  };
}
