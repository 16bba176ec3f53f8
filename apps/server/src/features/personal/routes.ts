import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { meRoute } from '@posylka/contract';
import { DEFAULT_LOCALE, isLocale } from '@posylka/domain';
import { HttpError } from '../../http/errors.js';
import { routeSchema } from '../../http/route.js';
import { findUserById } from '../auth/index.js';

export const personalFeature: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: meRoute.method,
    url: meRoute.path,
    schema: routeSchema(meRoute),
    preValidation: app.requireUser,
    handler: async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      // The session outlived its user (deleted account): treat as signed out.
      if (!user) throw new HttpError(401, 'unauthorized');
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
        customerCode: user.customerCode,
        firstNameCyr: user.firstNameCyr,
        lastNameCyr: user.lastNameCyr,
        middleNameCyr: user.middleNameCyr,
        phoneNumber: user.phoneNumber
          ? { number: user.phoneNumber, verified: user.phoneVerifiedAt !== null }
          : null,
      };
    },
  });
};
