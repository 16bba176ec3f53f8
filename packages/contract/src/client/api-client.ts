import { loginRoute, logoutRoute, registerRoute } from '../routes/auth.js';
import { countriesRoute } from '../routes/extra.js';
import { meRoute } from '../routes/personal.js';
import { API_BASE, type RouteDef } from '../routes/route.js';
import { confirmEmailRoute, sendEmailVerificationRoute } from '../routes/verification.js';
import { createRequester, type ApiClientOptions, type CallOptions } from './http.js';
import type { RouteBody, RouteResult } from './route-types.js';

type Extra = Pick<CallOptions, 'noErrorToast' | 'signal' | 'query'>;

/** Typed methods per route; `request` stays available for routes that have no method yet. */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequester(options);

  /** Calls a contract route: method and path from its definition, types from its schemas. */
  function call<R extends RouteDef>(route: R, body: RouteBody<R>, extra?: Extra): Promise<RouteResult<R>> {
    return request<RouteResult<R>>(route.method, API_BASE + route.path, {
      ...extra,
      ...(body === undefined ? {} : { body }),
    });
  }

  return {
    request,
    call,
    auth: {
      register: (body: RouteBody<typeof registerRoute>, extra?: Extra) => call(registerRoute, body, extra),
      login: (body: RouteBody<typeof loginRoute>, extra?: Extra) => call(loginRoute, body, extra),
      logout: (extra?: Extra) => call(logoutRoute, undefined, extra),
    },
    personal: {
      me: (extra?: Extra) => call(meRoute, undefined, extra),
    },
    verification: {
      resendEmail: (body: RouteBody<typeof sendEmailVerificationRoute>, extra?: Extra) =>
        call(sendEmailVerificationRoute, body, extra),
      confirmEmail: (body: RouteBody<typeof confirmEmailRoute>, extra?: Extra) =>
        call(confirmEmailRoute, body, extra),
    },
    extra: {
      countries: (extra?: Extra) => call(countriesRoute, undefined, extra),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
