import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@posylka/contract';
import { randomToken } from '../security/tokens.js';

interface CookieSettings {
  secure: boolean;
  expiresAt: Date;
}

/**
 * The session travels in an httpOnly cookie for the SSR pages; the csrf cookie is readable so the
 * web app can echo it in x-csrf-token (double submit) on writes.
 */
export function setSessionCookies(reply: FastifyReply, token: string, settings: CookieSettings): void {
  const base = { path: '/', sameSite: 'lax', secure: settings.secure, expires: settings.expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, randomToken(), { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { path: '/', sameSite: 'lax', secure } as const;
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...base, httpOnly: false });
}
