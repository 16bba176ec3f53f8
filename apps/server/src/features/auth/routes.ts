import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { loginRoute, logoutRoute, registerRoute } from '@posylka/contract';
import { clearSessionCookies, deleteSession, setSessionCookies } from '../../auth/index.js';
import { routeSchema } from '../../http/route.js';
import { LoginThrottledError } from './login-throttle.js';
import { login, register } from './service.js';

export const authFeature: FastifyPluginAsyncZod = async (app) => {
  // Stricter limit per client IP on password endpoints (brute force, mass registration).
  const authRateLimit = {
    rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.window },
  };

  app.route({
    method: registerRoute.method,
    url: registerRoute.path,
    schema: routeSchema(registerRoute),
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

  app.route({
    method: loginRoute.method,
    url: loginRoute.path,
    schema: routeSchema(loginRoute),
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

  app.route({
    method: logoutRoute.method,
    url: logoutRoute.path,
    schema: routeSchema(logoutRoute),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      await deleteSession(app.db, request.user!.sessionTokenHash);
      clearSessionCookies(reply, app.config.secureCookies);
      return reply.code(204).send(null);
    },
  });
};
