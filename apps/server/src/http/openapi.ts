import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@posylka/contract';

/** OpenAPI generated from the contract's zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Posylka API',
        version: '0.1.0',
        description:
          'Parcel forwarding and buy-out. Errors are `{ errorDescription }` in the language of the `x-locale` header; 422 adds `violations`.',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from /api/auth/login' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI ships only external scripts; no upgrade-insecure-requests on plain-http deployments.
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "img-src 'self' data: validator.swagger.io",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(app.config.secureCookies ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: csp });
}
