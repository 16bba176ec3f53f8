import type { Locale } from '@posylka/domain';
import type { MailMessage } from '../types.js';
import { escapeHtml } from './escape.js';

interface Texts {
  subject: (number: string, state: string) => string;
  greeting: string;
  body: (number: string, state: string) => string;
  button: string;
  footer: string;
}

const en: Texts = {
  subject: (n, s) => `Parcel ${n}: ${s}`,
  greeting: 'Hello!',
  body: (n, s) => `The status of your parcel ${n} has changed: ${s}.`,
  button: 'Open the parcel',
  footer: 'You receive this e-mail because the parcel is in your Posylka account.',
};

const TEXTS: Record<Locale, Texts> = {
  uk: {
    subject: (n, s) => `Посилка ${n}: ${s}`,
    greeting: 'Вітаємо!',
    body: (n, s) => `Статус вашої посилки ${n} змінився: ${s}.`,
    button: 'Відкрити посилку',
    footer: 'Ви отримали цей лист, бо посилка є у вашому обліковому записі Posylka.',
  },
  ru: {
    subject: (n, s) => `Посылка ${n}: ${s}`,
    greeting: 'Здравствуйте!',
    body: (n, s) => `Статус вашей посылки ${n} изменился: ${s}.`,
    button: 'Открыть посылку',
    footer: 'Вы получили это письмо, потому что посылка есть в вашей учётной записи Posylka.',
  },
  en,
  ro: {
    subject: (n, s) => `Coletul ${n}: ${s}`,
    greeting: 'Bună ziua!',
    body: (n, s) => `Starea coletului dvs. ${n} s-a schimbat: ${s}.`,
    button: 'Deschide coletul',
    footer: 'Primiți acest e-mail deoarece coletul se află în contul dvs. Posylka.',
  },
  eng: en,
};

/**
 * The e-mail sent on every change of a parcel's state (issue 5 notifications). `stateName` is already
 * worded in `locale`; `link` is the parcel page with the locale prefix.
 */
export function shipmentStatusEmail(args: {
  to: string;
  locale: Locale;
  number: string;
  state: string;
  stateName: string;
  link: string;
  orderId: string;
}): MailMessage {
  const t = TEXTS[args.locale];
  const body = t.body(args.number, args.stateName);
  const text = [t.greeting, '', body, args.link, '', t.footer].join('\n');
  const html = `<!doctype html><html lang="${args.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(t.button)}</a></p>
<p style="color:#555">${escapeHtml(t.footer)}</p>
</body></html>`;
  return {
    to: args.to,
    subject: t.subject(args.number, args.stateName),
    text,
    html,
    meta: { kind: 'shipment-status', orderId: args.orderId, state: args.state, link: args.link },
  };
}
