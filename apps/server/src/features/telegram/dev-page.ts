// The sandbox bot's fake chat (/dev/telegram, part of the dev outbox, never in production): the
// profile's deep link leads here instead of t.me, "Start" posts to our webhook the very update Telegram
// would send for "/start <token>", and the chat shows what the bot wrote to it (the outbox rows to
// telegram:<chatId>). So linking and the bot's messages work offline on `npm start`.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { API_BASE, telegramWebhookRoute, type OutboxMessage } from '@posylka/contract';
import { listOutbox } from '../../dev-outbox/repository.js';
import { escapeHtml } from '../../providers/mail/templates/escape.js';
import { textUpdate } from '../../providers/telegram/fake-bot-api.js';
import { devWebhookSecret } from './secret.js';

/** The fake customer on the Telegram side. */
const FAKE_USERNAME = 'posylka_tester';

const pageQuery = z.object({
  start: z.string().max(64).optional(),
  chat: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
const sendQuery = z.object({
  chat: z.string().regex(/^\d{1,15}$/),
  text: z.string().min(1).max(200),
});

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escaped text with its links as anchors (the bot's buttons are links to the site). */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = escapeHtml(match[0]);
    out += `${escapeHtml(text.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = (match.index ?? 0) + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** A button that "writes" `text` to the bot from chat `chat`. */
function sendButton(chat: string, text: string, label: string): string {
  const action = `/dev/telegram/send?chat=${chat}&text=${encodeURIComponent(text)}`;
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

function renderChat(bot: string, chat: string, start: string | undefined, messages: OutboxMessage[]): string {
  const bubbles = messages
    .map(
      (m) =>
        `<article class="bot" data-kind="${escapeHtml(String(m.meta.kind ?? ''))}"><pre>${linkify(m.text)}</pre>
<time datetime="${m.createdAt}">${m.createdAt.slice(11, 16)} UTC</time></article>`,
    )
    .join('\n');
  const actions = start
    ? `<p>Telegram відкрив бота за посиланням з профілю. Натисніть «Start», щоб під’єднати цей чат.</p>
${sendButton(chat, `/start ${start}`, 'Start')}`
    : sendButton(chat, '/stop', 'Зупинити бота (/stop)');
  return `<!doctype html>
<html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev Telegram</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1d2430}
.bot{background:#eef3fb;border-radius:12px;padding:.75rem 1rem;margin:.75rem 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}time{color:#5b6573;font-size:.85rem}
button{font:inherit;padding:.5rem 1.5rem;border-radius:6px;border:0;background:#2a9ed8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #ffc72c;outline-offset:2px}
</style></head>
<body>
<h1>@${escapeHtml(bot)} (sandbox)</h1>
<p class="meta" data-chat-id="${chat}">Чат ${chat} · @${FAKE_USERNAME} · <a href="/dev/outbox?to=telegram:${chat}">в outbox</a></p>
<section aria-label="Повідомлення бота">${bubbles || '<p>Бот ще нічого не написав.</p>'}</section>
${actions}
</body></html>`;
}

/** Registers the fake chat inside the dev outbox plugin (its urlencoded parser takes the buttons' posts). */
export async function telegramDevPage(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/dev/telegram', { schema: { hide: true, querystring: pageQuery } }, async (request, reply) => {
    // A new chat per opened link unless the page names one (after a button it shows the same chat).
    const chat = request.query.chat ?? String(randomInt(100_000_000, 999_999_999));
    const messages = await listOutbox(app.db, `telegram:${chat}`);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderChat(app.config.telegram.botUsername, chat, request.query.start, messages.reverse()));
  });

  typed.post(
    '/dev/telegram/send',
    { schema: { hide: true, querystring: sendQuery } },
    async (request, reply) => {
      const { chat, text } = request.query;
      const update = textUpdate({ id: Number(chat), username: FAKE_USERNAME, language_code: 'uk' }, text);
      // Through the real webhook route, with the secret Telegram would send.
      const answer = await app.inject({
        method: 'POST',
        url: `${API_BASE}${telegramWebhookRoute.path}`,
        headers: { 'x-telegram-bot-api-secret-token': devWebhookSecret(app.config) },
        payload: update,
      });
      if (answer.statusCode !== 200)
        request.log.warn({ status: answer.statusCode }, 'dev telegram update refused');
      return reply.redirect(`/dev/telegram?chat=${chat}`, 303);
    },
  );
}
