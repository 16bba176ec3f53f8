import type { FastifyInstance } from 'fastify';
import { outboxFor } from '../../../test/http.js';

/** Delivers every message due; waits for a round a route's kick() may have started first. */
export async function deliverAll(app: FastifyInstance): Promise<void> {
  await app.notifications.kick();
  await app.notifications.drain();
}

/** The e-mails of one event sent to `to`, newest first. */
export async function mailsOf(app: FastifyInstance, to: string, event: string) {
  await deliverAll(app);
  return (await outboxFor(app, to)).filter((m) => m.meta.kind === event);
}

/** The token in the newest `event` e-mail's link to `to`. */
export async function tokenFromMail(app: FastifyInstance, to: string, event: string): Promise<string> {
  const [mail] = await mailsOf(app, to, event);
  const link = mail?.meta.link;
  if (typeof link !== 'string') throw new Error(`no ${event} e-mail for ${to}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export const bearer = (token: string, locale = 'uk') => ({
  authorization: `Bearer ${token}`,
  'x-locale': locale,
});
