import type {
  changeEmailRoute,
  changePasswordRoute,
  confirmEmailChangeRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
} from '../routes/account-security.js';
import type { RouteDef } from '../routes/route.js';
import type { Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';
import type { CallOptions } from './http.js';
import type { RouteBody, RouteResult } from './route-types.js';

// Issue 16 item 5: the password reset, the password change and the e-mail change, as the client's
// `account` methods (method and path only, see endpoint.ts).

type Extra = Pick<CallOptions, 'noErrorToast' | 'signal' | 'query'>;
type Send = <R extends RouteDef>(
  route: Endpoint<R>,
  body: RouteBody<R>,
  extra?: Extra,
) => Promise<RouteResult<R>>;

const forgotPasswordEp = endpoints.forgotPassword;
const resetPasswordEp = endpoints.resetPassword;
const changePasswordEp = endpoints.changePassword;
const emailChangeStateEp = endpoints.emailChangeState;
const changeEmailEp = endpoints.changeEmail;
const confirmEmailChangeEp = endpoints.confirmEmailChange;

export function accountMethods(send: Send) {
  return {
    forgotPassword: (body: RouteBody<typeof forgotPasswordRoute>, extra?: Extra) =>
      send(forgotPasswordEp, body, extra),
    resetPassword: (body: RouteBody<typeof resetPasswordRoute>, extra?: Extra) =>
      send(resetPasswordEp, body, extra),
    changePassword: (body: RouteBody<typeof changePasswordRoute>, extra?: Extra) =>
      send(changePasswordEp, body, extra),
    emailChangeState: (extra?: Extra) => send(emailChangeStateEp, undefined, extra),
    changeEmail: (body: RouteBody<typeof changeEmailRoute>, extra?: Extra) =>
      send(changeEmailEp, body, extra),
    confirmEmailChange: (body: RouteBody<typeof confirmEmailChangeRoute>, extra?: Extra) =>
      send(confirmEmailChangeEp, body, extra),
  };
}
