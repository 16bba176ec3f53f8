import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { meRoute, updateMeRoute, type MeResponse } from '@posylka/contract';
import { DEFAULT_LOCALE, isLocale } from '@posylka/domain';
import type { UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { findUserById } from '../users/index.js';
import { updateNames } from './repository.js';

function presentMe(user: UserRow): MeResponse {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
    customerCode: user.customerCode,
    firstName: user.firstNameLat,
    lastName: user.lastNameLat,
    firstNameCyr: user.firstNameCyr,
    lastNameCyr: user.lastNameCyr,
    middleNameCyr: user.middleNameCyr,
    phoneNumber: user.phoneNumber
      ? { number: user.phoneNumber, verified: user.phoneVerifiedAt !== null }
      : null,
  };
}

export const accountFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, meRoute, {
    handler: async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      // The session outlived its user (deleted account): treat as signed out.
      if (!user) throw new HttpError(401, 'unauthorized');
      return presentMe(user);
    },
  });

  serve(app, updateMeRoute, {
    handler: async (request, reply) => {
      // The body is already the domain's checked patch: 422 per field never gets here.
      const user = await updateNames(app.db, request.user!.id, request.body);
      if (!user) throw new HttpError(401, 'unauthorized');
      reply.header('cache-control', 'private, no-store');
      return presentMe(user);
    },
  });
};
