// The sandbox hosted payment page: plain HTML (no scripts), in the request's language, with the
// amount and two buttons that post the tester's decision back to us.
import { formatMoney, LOCALE_TAGS, type Locale, type Money } from '@posylka/domain';

/** An NBU rate as the locale writes numbers, with its four decimals ("41,2526" in uk). */
const formatRate = (rate: string, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 4 }).format(rate as `${number}`);
import { htmlLang } from '../../http/page-locale.js';
import { escapeHtml as escape } from '../../providers/mail/templates/escape.js';
import { SANDBOX_PAYMENT_TEXTS } from './sandbox-page-messages.js';

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
  const text = SANDBOX_PAYMENT_TEXTS[input.locale];
  const body = input.settledHref
    ? `<p>${escape(text.done)}</p><p><a href="${escape(input.settledHref)}">${escape(text.back)}</a></p>`
    : `<form method="post" action="${escape(input.action)}">
<div role="group" aria-label="${escape(text.choice)}">
  <button type="submit" name="decision" value="pay" style="padding:.6em 1.4em;margin-right:1em">${escape(text.pay)}</button>
  <button type="submit" name="decision" value="decline" style="padding:.6em 1.4em">${escape(text.decline)}</button>
</div>
</form>`;
  // The amount reads as in the web app (domain formatMoney): "2 335,31 ₴" in uk, with the dollar
  // figure it pays for and the NBU rate beside it (issue 14 item 7).
  return `<!doctype html>
<html lang="${htmlLang(input.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<main>
<h1>${escape(text.title)}</h1>
<p>${escape(text.note)}</p>
<dl><dt>${escape(text.order)}</dt><dd>${escape(input.orderNumber)}</dd>
<dt>${escape(text.amount)}</dt><dd data-testid="amount">${escape(formatMoney(input.amount, input.locale))}${
    input.base
      ? `<br><small data-testid="base-amount">${escape(
          text.base
            .replace('{base}', formatMoney(input.base.amount, input.locale))
            .replace('{rate}', formatRate(input.base.rate, input.locale)),
        )}</small>`
      : ''
  }</dd></dl>
${body}
</main>
</body>
</html>`;
}
