import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE, type OutboxMessage } from '@posylka/contract';

/** Name -> value of every cookie the response sets. */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

export function setCookieHeaders(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

export interface Session {
  token: string;
  csrf: string;
  /** Cookie header value carrying session + csrf cookies. */
  cookie: string;
}

export function sessionFrom(res: LightMyRequestResponse): Session {
  const cookies = cookiesOf(res);
  const token = cookies[SESSION_COOKIE];
  const csrf = cookies[CSRF_COOKIE];
  if (!token || !csrf) throw new Error(`no session cookies in ${res.statusCode} ${res.body}`);
  return { token, csrf, cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}` };
}

export async function registerUser(
  app: FastifyInstance,
  email: string,
  password = 'parcel-2026-ok',
  locale = 'uk',
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-locale': locale },
    payload: { email, password },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return sessionFrom(res);
}

/** The dev outbox for `to`, once the notifications worker has delivered what is due (decision 015). */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  await app.notifications.drain();
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { messages: OutboxMessage[] }).messages;
}

/** The token of the newest confirmation link sent to `to`. */
export async function latestVerificationToken(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  const link = message?.meta.link;
  if (typeof link !== 'string') throw new Error(`no verification e-mail for ${to}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
