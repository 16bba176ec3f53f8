import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  changeEmailRoute,
  changePasswordRoute,
  confirmEmailChangeRoute,
  emailChangeStateRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
} from '@posylka/contract';
import { HttpError } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { findUserById } from '../users/index.js';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './email-change.js';
import { acceptNewPassword, assertCurrentPassword } from './new-password.js';
import { requestPasswordReset, resetPassword, setPassword } from './password-reset.js';

/** Issue 16 item 5: the password reset by e-mail, the password change and the e-mail change. */
export const accountSecurityFeature: FastifyPluginAsyncZod = async (app) => {
  // The same per-IP limit as sign-in and registration: these take passwords or send e-mails.
  const authRateLimit = {
    rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.window },
  };

  const signedIn = async (userId: string) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw new HttpError(401, 'unauthorized');
    return user;
  };

  serve(app, forgotPasswordRoute, {
    config: authRateLimit,
    handler: async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { accepted: true as const };
    },
  });

  serve(app, resetPasswordRoute, {
    config: authRateLimit,
    handler: async (request) => {
      await resetPassword(app, { ...request.body, locale: request.locale });
      return { passwordReset: true as const };
    },
  });

  serve(app, changePasswordRoute, {
    config: authRateLimit,
    handler: async (request) => {
      const user = await signedIn(request.user!.id);
      await assertCurrentPassword(app.db, user, request.body.currentPassword, request.locale);
      const passwordHash = await acceptNewPassword(
        request.body.newPassword,
        user.email,
        'newPassword',
        request.locale,
      );
      await setPassword(app, {
        userId: user.id,
        passwordHash,
        keepSessionHash: request.user!.sessionTokenHash,
      });
      return { passwordChanged: true as const };
    },
  });

  serve(app, emailChangeStateRoute, {
    handler: async (request) => ({ pending: await pendingEmailChange(app.db, request.user!.id) }),
  });

  serve(app, changeEmailRoute, {
    config: authRateLimit,
    handler: async (request) => {
      const user = await signedIn(request.user!.id);
      await assertCurrentPassword(app.db, user, request.body.currentPassword, request.locale);
      const pending = await requestEmailChange(app, {
        userId: user.id,
        currentEmail: user.email,
        newEmail: request.body.newEmail,
        locale: request.locale,
      });
      return { pending };
    },
  });

  serve(app, confirmEmailChangeRoute, {
    config: authRateLimit,
    handler: async (request) =>
      confirmEmailChange(app, { token: request.body.token, locale: request.locale }),
  });
};
