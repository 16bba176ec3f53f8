import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@posylka/contract';
import type { UserRole } from '@posylka/domain';
import { HttpError } from '../http/errors.js';
import { safeEqual } from '../security/tokens.js';
import { csrfTokenFor } from './cookies.js';
import { findSessionUser } from './sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const csrfRejected = Symbol('csrfRejected');

declare module 'fastify' {
  interface FastifyRequest {
    [csrfRejected]?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Double submit, bound to the session: the header and the cookie both carry this session's token. */
function csrfProven(request: FastifyRequest, expected: string): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  return (
    typeof cookie === 'string' &&
    typeof header === 'string' &&
    safeEqual(cookie, expected) &&
    safeEqual(header, expected)
  );
}

/**
 * Resolves `request.user` from `Authorization: Bearer` or the session cookie. A cookie-authenticated
 * write without the double-submit CSRF header does not authenticate at all: `requireUser` then
 * answers 403, and routes open to anonymous users treat the request as anonymous.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);

    // preValidation: after the rate limiter (onRequest) and before body validation, so a missing
    // sign-in (401) is reported before field violations (422).
    app.addHook('preValidation', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const bearer = bearerToken(request);
      const cookie = bearer ? undefined : request.cookies[SESSION_COOKIE];
      const token = bearer ?? cookie;
      if (!token) return;
      const found = await findSessionUser(app.db, token);
      if (!found) return;
      const via = bearer ? 'bearer' : 'cookie';
      if (via === 'cookie') {
        const expected = csrfTokenFor(token);
        if (!SAFE_METHODS.has(request.method)) {
          if (!csrfProven(request, expected)) {
            request[csrfRejected] = true;
            return;
          }
        } else if (request.cookies[CSRF_COOKIE] !== expected) {
          // A session from before the binding (random CSRF cookie) or a planted cookie: a read puts
          // this session's token back, so the next write from our own pages works.
          reply.setCookie(CSRF_COOKIE, expected, {
            path: '/',
            sameSite: 'lax',
            secure: app.config.secureCookies,
            httpOnly: false,
          });
        }
      }
      request.user = {
        id: found.id,
        email: found.email,
        locale: found.locale,
        role: found.role,
        sessionTokenHash: found.tokenHash,
        via,
      };
    });

    app.decorate('requireUser', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (request.user) return;
      if (request[csrfRejected]) throw new HttpError(403, 'csrfFailed');
      throw new HttpError(401, 'unauthorized');
    });

    // The console answers 403 (not 404) to a signed-in customer: the web shows "no access" rather
    // than pretending the page is missing, and nothing about parcels is revealed either way.
    app.decorate('requireRole', (...roles: UserRole[]) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await app.requireUser(request, reply);
        if (!roles.includes(request.user!.role)) throw new HttpError(403, 'forbidden');
      };
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
