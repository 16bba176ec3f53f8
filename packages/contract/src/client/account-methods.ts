import type {
  changeEmailRoute,
  changePasswordRoute,
  confirmEmailChangeRoute,
  emailChangeStateRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
} from '../routes/account-security.js';
import type { RouteDef } from '../routes/route.js';
import { endpoint, type Endpoint } from './endpoint.js';
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

const forgotPasswordEp = endpoint<typeof forgotPasswordRoute>('POST', '/auth/password/forgot');
const resetPasswordEp = endpoint<typeof resetPasswordRoute>('POST', '/auth/password/reset');
const changePasswordEp = endpoint<typeof changePasswordRoute>('POST', '/personal/password');
const emailChangeStateEp = endpoint<typeof emailChangeStateRoute>('GET', '/personal/email');
const changeEmailEp = endpoint<typeof changeEmailRoute>('POST', '/personal/email');
const confirmEmailChangeEp = endpoint<typeof confirmEmailChangeRoute>('POST', '/auth/email/confirm');

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
