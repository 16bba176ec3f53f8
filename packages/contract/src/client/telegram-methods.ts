import type { RouteDef } from '../routes/route.js';
import type { Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';
import type { CallOptions } from './http.js';
import type { RouteBody, RouteResult } from './route-types.js';

// Issue 16: the profile's Telegram card, as the client's `telegram` methods (method and path only,
// see endpoint.ts).

type Extra = Pick<CallOptions, 'noErrorToast' | 'signal' | 'query'>;
type Send = <R extends RouteDef>(
  route: Endpoint<R>,
  body: RouteBody<R>,
  extra?: Extra,
) => Promise<RouteResult<R>>;

const stateEp = endpoints.telegramState;
const linkEp = endpoints.createTelegramLink;
const unlinkEp = endpoints.unlinkTelegram;

export function telegramMethods(send: Send) {
  return {
    state: (extra?: Extra) => send(stateEp, undefined, extra),
    link: (extra?: Extra) => send(linkEp, undefined, extra),
    unlink: (extra?: Extra) => send(unlinkEp, undefined, extra),
  };
}
