import type { Locale } from '@posylka/domain';
import type { MailMessage } from '../types.js';
import { escapeHtml } from './escape.js';

interface Texts {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  expiry: (hours: number) => string;
  ignore: string;
}

// Ukrainian plural rules: 1, 21 -> one; 2-4, 22-24 -> few; the rest -> many.
function ukPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const en: Texts = {
  subject: 'Confirm your e-mail address',
  greeting: 'Hello!',
  body: 'Please confirm the e-mail address of your Posylka account by opening this link:',
  button: 'Confirm e-mail',
  expiry: (h) => `The link is valid for ${h} ${h === 1 ? 'hour' : 'hours'}.`,
  ignore: 'If you did not register with Posylka, just ignore this message.',
};

const TEXTS: Record<Locale, Texts> = {
  uk: {
    subject: 'Підтвердьте електронну адресу',
    greeting: 'Вітаємо!',
    body: 'Підтвердьте електронну адресу свого облікового запису Posylka, відкривши посилання:',
    button: 'Підтвердити адресу',
    expiry: (h) => `Посилання дійсне ${h} ${ukPlural(h, 'годину', 'години', 'годин')}.`,
    ignore: 'Якщо ви не реєструвалися в Posylka, просто проігноруйте цей лист.',
  },
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    greeting: 'Здравствуйте!',
    body: 'Подтвердите адрес электронной почты своей учётной записи Posylka, открыв ссылку:',
    button: 'Подтвердить адрес',
    expiry: (h) => `Ссылка действительна ${h} ${ukPlural(h, 'час', 'часа', 'часов')}.`,
    ignore: 'Если вы не регистрировались в Posylka, просто проигнорируйте это письмо.',
  },
  en,
  ro: {
    subject: 'Confirmați adresa de e-mail',
    greeting: 'Bună ziua!',
    body: 'Confirmați adresa de e-mail a contului Posylka deschizând acest link:',
    button: 'Confirmă adresa',
    expiry: (h) => `Linkul este valabil ${h === 1 ? 'o oră' : `${h} ore`}.`,
    ignore: 'Dacă nu v-ați înregistrat la Posylka, ignorați acest mesaj.',
  },
  eng: en,
};

/** The confirmation e-mail; `link` already carries the locale prefix and the token. */
export function verificationEmail(args: {
  to: string;
  locale: Locale;
  link: string;
  validHours: number;
}): MailMessage {
  const t = TEXTS[args.locale];
  const expiry = t.expiry(args.validHours);
  const text = [t.greeting, '', t.body, args.link, '', expiry, t.ignore].join('\n');
  const link = escapeHtml(args.link);
  const html = `<!doctype html><html lang="${args.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${link}">${escapeHtml(t.button)}</a></p>
<p style="color:#555">${escapeHtml(expiry)}<br>${escapeHtml(t.ignore)}</p>
</body></html>`;
  return {
    to: args.to,
    subject: t.subject,
    text,
    html,
    meta: { kind: 'email-verification', link: args.link },
  };
}
