import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { confirmEmailRoute, sendEmailVerificationRoute } from '@posylka/contract';
import { fieldError, HttpError } from '../../http/errors.js';
import { translate } from '../../http/messages.js';
import { serve } from '../../http/route.js';
import { findUserById, normalizeEmail } from '../users/index.js';
import { confirmEmailToken } from './email-tokens.js';
import { sendEmailVerification } from './service.js';

export const emailVerificationFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, sendEmailVerificationRoute, {
    // Each call sends an e-mail: same strict limit as the password endpoints.
    config: { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.window } },
    handler: async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw new HttpError(401, 'unauthorized');
      if (normalizeEmail(request.body.email) !== normalizeEmail(user.email)) {
        throw fieldError('email', translate(request.locale, 'emailNotOwn'));
      }
      if (user.emailVerifiedAt) throw new HttpError(409, 'emailAlreadyVerified');
      await sendEmailVerification(app, user);
      return { sent: true as const };
    },
  });

  serve(app, confirmEmailRoute, {
    handler: async (request) => {
      const result = await confirmEmailToken(app.db, request.body.token);
      if (result === 'invalid') throw new HttpError(404, 'invalidToken');
      if (result === 'expired') throw new HttpError(410, 'expiredToken');
      if (result === 'used') throw new HttpError(410, 'usedToken');
      return { emailVerified: true as const };
    },
  });
};
