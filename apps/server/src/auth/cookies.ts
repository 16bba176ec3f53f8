import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@posylka/contract';
import { createHmac } from 'node:crypto';

interface CookieSettings {
  secure: boolean;
  expiresAt: Date;
}

/**
 * The CSRF token is bound to its session: an HMAC keyed by the session token itself, so only who holds
 * that session can compute it (no shared secret between nodes), and a CSRF cookie planted from
 * another session (a sibling subdomain, an attacker's own sign-in) does not match (issue 15).
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('posylka-csrf-v1').digest('base64url');
}

/**
 * The session travels in an httpOnly cookie for the SSR pages; the csrf cookie is readable so the
 * web app can echo it in x-csrf-token (double submit) on writes.
 */
export function setSessionCookies(reply: FastifyReply, token: string, settings: CookieSettings): void {
  const base = { path: '/', sameSite: 'lax', secure: settings.secure, expires: settings.expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { path: '/', sameSite: 'lax', secure } as const;
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...base, httpOnly: false });
}
