import type { FastifyInstance } from 'fastify';
import { kickedUpdate, textUpdate, type FakeTelegramUser } from '../../providers/telegram/fake-bot-api.js';

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

export const bearer = (token: string, locale = 'uk') => ({
  authorization: `Bearer ${token}`,
  'x-locale': locale,
});

/** Posts an update to the webhook as Telegram does (injected: no port needed). */
export const postUpdate = (app: FastifyInstance, update: unknown, secret = WEBHOOK_SECRET) =>
  app.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': secret },
    payload: update as object,
  });

export const startWith = (app: FastifyInstance, from: FakeTelegramUser, token: string) =>
  postUpdate(app, textUpdate(from, `/start ${token}`));
export const say = (app: FastifyInstance, from: FakeTelegramUser, text: string, secret = WEBHOOK_SECRET) =>
  postUpdate(app, textUpdate(from, text), secret);
export const kick = (app: FastifyInstance, from: FakeTelegramUser) => postUpdate(app, kickedUpdate(from));

/** The token of a new deep link of the signed-in customer. */
export async function linkToken(app: FastifyInstance, session: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/personal/telegram/link',
    headers: bearer(session),
  });
  if (res.statusCode !== 200) throw new Error(`link: ${res.statusCode} ${res.body}`);
  const token = new URL((res.json() as { url: string }).url).searchParams.get('start');
  if (!token) throw new Error(`no start token in ${res.body}`);
  return token;
}

export const stateOf = async (app: FastifyInstance, session: string) =>
  (await app.inject({ method: 'GET', url: '/api/personal/telegram', headers: bearer(session) })).json() as {
    linked: boolean;
    username: string | null;
    linkedAt: string | null;
  };
