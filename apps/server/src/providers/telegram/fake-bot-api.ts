// A local stand-in for the Telegram Bot API (POST /bot<token>/sendMessage) and for Telegram's side of
// the webhook. It records every sendMessage per bot token and answers as told: success, a flood-wait
// 429, a blocked bot, a missing chat, a 500 or no answer at all. sendUpdate() posts an update to our
// webhook as Telegram would. Used by the adapter's and the linking feature's tests.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSentMessage {
  chat_id: string | number;
  text: string;
  reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
}

/** How the next sendMessage calls are answered (until told otherwise). */
export type FakeBotApiMode =
  | { kind: 'accept' }
  | { kind: 'flood'; retryAfter: number }
  | { kind: 'blocked' }
  | { kind: 'chat-not-found' }
  | { kind: 'error'; status: number }
  /** Never answers (the client's timeout has to end it). */
  | { kind: 'hang' };

export interface FakeBotApi {
  /** Base URL for TELEGRAM_API_URL. */
  url: string;
  /** The sendMessage bodies received with this bot token, oldest first (answered or not). */
  sent(token: string): FakeSentMessage[];
  answerWith(mode: FakeBotApiMode): void;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const refuse = (response: ServerResponse, code: number, description: string, extra: object = {}) =>
  json(response, code, { ok: false, error_code: code, description, ...extra });

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const byToken = new Map<string, FakeSentMessage[]>();
  let mode: FakeBotApiMode = { kind: 'accept' };
  let messageId = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (!match || request.method !== 'POST') return refuse(response, 404, 'Not Found');
      const [, token, method] = match as unknown as [string, string, string];
      if (method !== 'sendMessage') return refuse(response, 404, 'Not Found: method not found');
      let body: FakeSentMessage;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeSentMessage;
      } catch {
        return refuse(response, 400, "Bad Request: can't parse JSON");
      }
      byToken.set(token, [...(byToken.get(token) ?? []), body]);
      switch (mode.kind) {
        case 'hang':
          return;
        case 'flood':
          return refuse(response, 429, `Too Many Requests: retry after ${mode.retryAfter}`, {
            parameters: { retry_after: mode.retryAfter },
          });
        case 'blocked':
          return refuse(response, 403, 'Forbidden: bot was blocked by the user');
        case 'chat-not-found':
          return refuse(response, 400, 'Bad Request: chat not found');
        case 'error':
          return refuse(response, mode.status, 'Internal Server Error');
        case 'accept':
          if (!body.text) return refuse(response, 400, 'Bad Request: message text is empty');
          return json(response, 200, {
            ok: true,
            result: { message_id: ++messageId, chat: { id: Number(body.chat_id) }, text: body.text },
          });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: (token) => byToken.get(token) ?? [],
    answerWith: (next) => {
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A hanging request and the client's keep-alive sockets would hold close() forever.
        server.closeAllConnections();
      }),
  };
}

let updateId = 100_000;

/** A private chat's user as Telegram describes it. */
export interface FakeTelegramUser {
  id: number;
  username?: string;
  first_name?: string;
  language_code?: string;
}

/** The update Telegram sends when the user writes `text` (e.g. "/start <token>" or "/stop") to the bot. */
export function textUpdate(from: FakeTelegramUser, text: string) {
  return {
    update_id: ++updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private', ...(from.username ? { username: from.username } : {}) },
      from: { is_bot: false, first_name: from.first_name ?? 'Test', ...from },
      text,
      ...(text.startsWith('/')
        ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] }
        : {}),
    },
  };
}

/** The update Telegram sends when the user blocks the bot (stops it in the chat). */
export function kickedUpdate(from: FakeTelegramUser) {
  return {
    update_id: ++updateId,
    my_chat_member: {
      chat: { id: from.id, type: 'private' },
      from: { is_bot: false, first_name: from.first_name ?? 'Test', ...from },
      date: Math.floor(Date.now() / 1000),
      old_chat_member: { status: 'member', user: { id: 1, is_bot: true, first_name: 'Posylka' } },
      new_chat_member: {
        status: 'kicked',
        until_date: 0,
        user: { id: 1, is_bot: true, first_name: 'Posylka' },
      },
    },
  };
}

/** Posts an update to our webhook as Telegram does: JSON with the secret token header. */
export async function sendUpdate(webhookUrl: string, secret: string, update: unknown): Promise<Response> {
  return fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    body: JSON.stringify(update),
  });
}
