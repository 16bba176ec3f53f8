import type { OutboxMessage } from '@posylka/contract';
import { escapeHtml } from '../providers/mail/templates/escape.js';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and turns the links in it into anchors (confirmation links are the point). */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}">${url}</a>`;
    last = index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

const CALL_STATUS: Record<string, string> = {
  pending: 'очікує відповіді',
  verified: 'прийнято, номер підтверджено',
  superseded: 'замінено новішим запитом',
  expired: 'час вичерпано',
  unknown: 'невідомо',
};

/** Sandbox calls get their state and, while pending, a button that "answers" the call. */
function callControls(m: OutboxMessage, to: string | undefined): string {
  if (m.meta.channel !== 'call' || typeof m.meta.verificationId !== 'string') return '';
  const status = typeof m.meta.callStatus === 'string' ? m.meta.callStatus : 'unknown';
  const label = `<p class="status status--${escapeHtml(status)}">Стан дзвінка: ${escapeHtml(CALL_STATUS[status] ?? status)}</p>`;
  if (status !== 'pending') return label;
  const back = to ? `?to=${encodeURIComponent(to)}` : '';
  const action = `/api/dev/outbox/calls/${encodeURIComponent(m.meta.verificationId)}/answer${back}`;
  return `${label}<form method="post" action="${escapeHtml(action)}"><button type="submit">Відповісти на дзвінок</button></form>`;
}

/** A plain developer page (no scripts), so it works even when the web app is not built. */
export function renderOutboxPage(messages: OutboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (
        m,
      ) => `<article data-channel="${escapeHtml(typeof m.meta.channel === 'string' ? m.meta.channel : 'mail')}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">${escapeHtml(m.to)} · <time datetime="${m.createdAt}">${m.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
  <pre>${linkify(m.text)}</pre>
  ${callControls(m, to)}
</article>`,
    )
    .join('\n');
  const filter = to ? ` для ${escapeHtml(to)} · <a href="/dev/outbox">усі</a>` : '';
  return `<!doctype html>
<html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2430}
article{border:1px solid #d5dae1;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#5b6573;margin:0 0 .5rem}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}
.status{margin:.5rem 0;color:#5b6573}.status--verified{color:#1d7a3a}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:0;background:#1f5fd6;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #ffc72c;outline-offset:2px}
</style></head>
<body>
<h1>Dev outbox</h1>
<p>Листи, SMS і дзвінки, «надіслані» sandbox-провайдерами (${messages.length})${filter}. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a></p>
${items || '<p>Повідомлень ще немає.</p>'}
</body></html>`;
}
