import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  completePhoneVerificationRoute,
  initiatePhoneVerificationRoute,
  phoneNumberRoute,
} from '@posylka/contract';
import { HttpError } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { createCallProvider } from '../../providers/call/index.js';
import { createSmsProvider } from '../../providers/sms/index.js';
import { findUserById } from '../users/index.js';
import { lifecycleDeps, reconsiderHeldOf } from '../lifecycle/index.js';
import { completeVerification, initiateVerification, type Refusal } from './service.js';

// Error bodies are plain JSON whatever the success schema (the same as the global error handler).
const sendRefusal = (reply: FastifyReply, refusal: Refusal) =>
  reply
    .code(refusal.status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(refusal.body);

export const phoneVerificationFeature: FastifyPluginAsyncZod = async (app) => {
  const gateways = {
    sms: createSmsProvider(app.config, app.db),
    calls: createCallProvider(app.config, app.db),
  };

  serve(app, initiatePhoneVerificationRoute, {
    // Each call texts or rings a phone: the strict limit of the other sending endpoints, per IP.
    config: { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.window } },
    handler: async (request, reply) => {
      const { phone, type } = request.body;
      const outcome = await initiateVerification(app, gateways, {
        userId: request.user!.id,
        phone,
        type,
        locale: request.locale,
        // The client address as TRUST_PROXY resolves it: the per-IP limit counts it.
        ip: request.ip,
      });
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return {
        phone,
        type,
        attempts: outcome.value.attempts,
        maxAttempts: app.config.phoneVerification.perNumberPerHour,
        retryIn: outcome.value.retryIn,
        error: null,
      };
    },
  });

  serve(app, completePhoneVerificationRoute, {
    handler: async (request, reply) => {
      const { phone, code } = request.body;
      const outcome = await completeVerification(app, {
        userId: request.user!.id,
        phone,
        code,
        locale: request.locale,
      });
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      // Issue 13: a parcel held for an unverified phone goes back to the shelf now.
      await reconsiderHeldOf(lifecycleDeps(app), request.user!.id);
      return { phone, verified: true as const };
    },
  });

  serve(app, phoneNumberRoute, {
    handler: async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw new HttpError(401, 'unauthorized');
      return { phoneNumber: user.phoneNumber, verified: Boolean(user.phoneNumber && user.phoneVerifiedAt) };
    },
  });
};
