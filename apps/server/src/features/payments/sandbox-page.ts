// The sandbox hosted payment page: plain HTML (no scripts), in the request's language, with the
// amount and two buttons that post the tester's decision back to us.
import { formatMoney, LOCALE_TAGS, type Locale, type Money } from '@posylka/domain';

/** An NBU rate as the locale writes numbers, with its four decimals ("41,2526" in uk). */
const formatRate = (rate: string, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 4 }).format(rate as `${number}`);
import { htmlLang } from '../../http/page-locale.js';
import { escapeHtml as escape } from '../../providers/mail/templates/escape.js';
import { serverText, type SERVER_TEXTS, type TextParams } from '../../http/server-texts.js';

type SandboxPaymentTextKey = keyof (typeof SERVER_TEXTS)['uk']['paymentsSandbox'];

export function sandboxPaymentPage(input: {
  locale: Locale;
  /** Where the decision is posted; carries the page language so the redirect after it keeps it. */
  action: string;
  orderNumber: string;
  amount: Money;
  /** What the hryvnias pay for, in the order's currency, and the rate used (absent: the same currency). */
  base?: { amount: Money; rate: string } | undefined;
  /** Already paid or failed: no buttons, a link back instead. */
  settledHref: string | null;
}): string {
  // Every word of the page: the text tree's `server` namespace, `paymentsSandbox.*`.
  const text = (key: SandboxPaymentTextKey, params?: TextParams) =>
    escape(serverText(input.locale, `paymentsSandbox.${key}`, params));
  const body = input.settledHref
    ? `<p>${text('done')}</p><p><a href="${escape(input.settledHref)}">${text('back')}</a></p>`
    : `<form method="post" action="${escape(input.action)}">
<div role="group" aria-label="${text('choice')}">
  <button type="submit" name="decision" value="pay" style="padding:.6em 1.4em;margin-right:1em">${text('pay')}</button>
  <button type="submit" name="decision" value="decline" style="padding:.6em 1.4em">${text('decline')}</button>
</div>
</form>`;
  // The amount reads as in the web app (domain formatMoney): "2 335,31 ₴" in uk, with the dollar
  // figure it pays for and the NBU rate beside it (issue 14 item 7).
  return `<!doctype html>
<html lang="${htmlLang(input.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text('title')}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<main>
<h1>${text('title')}</h1>
<p>${text('note')}</p>
<dl><dt>${text('order')}</dt><dd>${escape(input.orderNumber)}</dd>
<dt>${text('amount')}</dt><dd data-testid="amount">${escape(formatMoney(input.amount, input.locale))}${
    input.base
      ? `<br><small data-testid="base-amount">${text('base', {
          base: formatMoney(input.base.amount, input.locale),
          rate: formatRate(input.base.rate, input.locale),
        })}</small>`
      : ''
  }</dd></dl>
${body}
</main>
</body>
</html>`;
}
