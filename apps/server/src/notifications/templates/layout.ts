// One layout for every event: the e-mail (HTML and text, the footer with the settings link and, for
// the groups that can be turned off, the one-click unsubscribe of RFC 8058), the Telegram message and
// the SMS. The link gets the customer's locale prefix (Ukrainian has none).
import { DEFAULT_LOCALE, type Locale } from '@posylka/domain';
import { escapeHtml } from '../../providers/mail/templates/escape.js';
import { serverText } from '../../http/server-texts.js';
import type { Worded } from './types.js';

/** The e-mail's frame in the customer's language (the text tree's `mailLayout`). */
const chromeOf = (locale: Locale) => ({
  greeting: serverText(locale, 'mailLayout.greeting'),
  footer: serverText(locale, 'mailLayout.footer'),
  settings: serverText(locale, 'mailLayout.settings'),
  unsubscribe: serverText(locale, 'mailLayout.unsubscribe'),
});

/** A site path with the customer's locale prefix, absolute under `publicUrl`. */
export function siteUrl(publicUrl: string, locale: Locale, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${publicUrl}${prefix}${path}`;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function layoutEmail(
  worded: Worded,
  args: { locale: Locale; link: string | null; settingsUrl: string; unsubscribeUrl: string | null },
): RenderedEmail {
  const c = chromeOf(args.locale);
  const text = [
    c.greeting,
    '',
    ...worded.lines.flatMap((l) => [l, '']),
    ...(args.link ? [`${worded.action ?? ''}${worded.action ? ': ' : ''}${args.link}`, ''] : []),
    '--',
    c.footer,
    `${c.settings}: ${args.settingsUrl}`,
    ...(args.unsubscribeUrl ? [`${c.unsubscribe}: ${args.unsubscribeUrl}`] : []),
  ].join('\n');
  const button = args.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(args.link)}" style="background:#1f6feb;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(worded.action ?? args.link)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${args.locale === 'eng' ? 'en' : args.locale}"><head><meta charset="utf-8"><title>${escapeHtml(worded.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f24;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(c.greeting)}</p>
${worded.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #d0d7de">
<p style="color:#57606a;font-size:13px">${escapeHtml(c.footer)}<br>
<a href="${escapeHtml(args.settingsUrl)}" style="color:#57606a">${escapeHtml(c.settings)}</a>${
    args.unsubscribeUrl
      ? ` · <a href="${escapeHtml(args.unsubscribeUrl)}" style="color:#57606a">${escapeHtml(c.unsubscribe)}</a>`
      : ''
  }</p>
</body></html>`;
  const headers: Record<string, string> = args.unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${args.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { subject: worded.subject, text, html, headers };
}

/** The Telegram message: the subject in bold is left to the client; plain text and a button. */
export function layoutTelegram(worded: Worded, link: string | null) {
  return {
    text: [worded.subject, '', ...worded.lines].join('\n'),
    ...(link && worded.action ? { button: { text: worded.action, url: link } } : {}),
  };
}

/** The SMS: "Posylka: " and the event's short line (or the subject), then the link. */
export function layoutSms(worded: Worded, link: string | null): string {
  return [`Posylka: ${worded.sms ?? worded.subject}`, ...(link ? [link] : [])].join(' ');
}
