// The sandbox Diia page: plain HTML in the request's language showing the test ID card and a Share
// button (a form post, no scripts), standing in for the Diia app the deep link would open.
import type { DigitalIdData } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { htmlLang } from '../../http/page-locale.js';
import { escapeHtml as escape } from '../../providers/mail/templates/escape.js';
import { serverText, type SERVER_TEXTS } from '../../http/server-texts.js';

type DiiaSandboxTextKey = keyof (typeof SERVER_TEXTS)['uk']['diiaSandbox'];

export function diiaSandboxPage(input: {
  locale: Locale;
  /** Where Share is posted; carries the page language so what follows keeps it. */
  action: string;
  card: DigitalIdData;
  shared: boolean;
}): string {
  // Every word of the page: the text tree's `server` namespace, `diiaSandbox.*`.
  const text = (key: DiiaSandboxTextKey) => escape(serverText(input.locale, `diiaSandbox.${key}`));
  const { card } = input;
  const body = input.shared
    ? `<p role="status">${text('shared')}</p>`
    : `<form method="post" action="${escape(input.action)}"><button type="submit" style="padding:.6em 1.4em">${text('share')}</button></form>`;
  // The card's names stay in Ukrainian whatever the page language: they are the document's own data.
  return `<!doctype html>
<html lang="${htmlLang(input.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text('title')}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<main>
<h1>${text('title')}</h1>
<p>${text('note')}</p>
<section aria-labelledby="diia-card">
<h2 id="diia-card">${text('card')}</h2>
<dl><dt>${text('name')}</dt><dd lang="uk">${escape(`${card.lastNameUA} ${card.firstNameUA} ${card.middleNameUA}`)}</dd>
<dt>${text('number')}</dt><dd>${escape(card.docNumber)}</dd></dl>
</section>
${body}
</main>
</body>
</html>`;
}
