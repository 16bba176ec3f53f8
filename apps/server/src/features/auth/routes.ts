import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { loginRoute, logoutRoute, registerRoute } from '@posylka/contract';
import { clearSessionCookies, deleteSession, setSessionCookies } from '../../auth/index.js';
import { serve } from '../../http/route.js';
import { LoginThrottledError } from './login-throttle.js';
import { login, register } from './service.js';

export const authFeature: FastifyPluginAsyncZod = async (app) => {
  // Stricter limit per client IP on password endpoints (brute force, mass registration).
  const authRateLimit = {
    rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.window },
  };

  serve(app, registerRoute, {
    config: authRateLimit,
    handler: async (request, reply) => {
      const session = await register(app, {
        ...request.body,
        locale: request.locale,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, session.token, {
        secure: app.config.secureCookies,
        expiresAt: session.expiresAt,
      });
      return reply.code(201).send({ token: session.token });
    },
  });

  serve(app, loginRoute, {
    config: authRateLimit,
    handler: async (request, reply) => {
      const session = await login(app, {
        ...request.body,
        userAgent: request.headers['user-agent'],
      }).catch((error: unknown) => {
        if (error instanceof LoginThrottledError)
          reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      setSessionCookies(reply, session.token, {
        secure: app.config.secureCookies,
        expiresAt: session.expiresAt,
      });
      return { token: session.token };
    },
  });

  serve(app, logoutRoute, {
    handler: async (request, reply) => {
      await deleteSession(app.db, request.user!.sessionTokenHash);
      clearSessionCookies(reply, app.config.secureCookies);
      return reply.code(204).send(null);
    },
  });
};
