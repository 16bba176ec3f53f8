// The small page of the unsubscribe link, in the e-mail's language: a GET shows a button (mail
// scanners open links, so only the button's POST unsubscribes), the POST from it shows the outcome.
import type { Locale, NotificationGroup } from '@posylka/domain';
import { escapeHtml } from '../../providers/mail/templates/escape.js';

type Words = {
  title: string;
  ask: (group: string) => string;
  button: string;
  done: (group: string) => string;
  locked: (group: string) => string;
  manage: string;
  missing: string;
  groups: Record<NotificationGroup, string>;
};

const WORDS: Record<Exclude<Locale, 'eng'>, Words> = {
  uk: {
    title: 'Відписка від листів',
    ask: (g) => `Більше не надсилати листи на пошту про ${g}? Кабінет і інші канали працюватимуть як раніше.`,
    button: 'Відписатися',
    done: (g) => `Готово: листів про ${g} на пошту більше не буде.`,
    locked: (g) => `Листи про ${g} не можна вимкнути: вони потрібні для вашого акаунта й грошей.`,
    manage: 'Усі налаштування сповіщень',
    missing: 'Посилання недійсне.',
    groups: {
      account: 'акаунт',
      money: 'гроші',
      parcels: 'посилки',
      buyout: 'викуп',
      reminders: 'нагадування',
    },
  },
  ru: {
    title: 'Отписка от писем',
    ask: (g) =>
      `Больше не присылать письма на почту о ${g}? Кабинет и другие каналы будут работать как прежде.`,
    button: 'Отписаться',
    done: (g) => `Готово: писем о ${g} на почту больше не будет.`,
    locked: (g) => `Письма о ${g} нельзя отключить: они нужны для вашего аккаунта и денег.`,
    manage: 'Все настройки уведомлений',
    missing: 'Ссылка недействительна.',
    groups: {
      account: 'аккаунте',
      money: 'деньгах',
      parcels: 'посылках',
      buyout: 'выкупе',
      reminders: 'напоминаниях',
    },
  },
  en: {
    title: 'Unsubscribe from e-mails',
    ask: (g) => `Stop e-mails about ${g}? Your account and other channels keep working as before.`,
    button: 'Unsubscribe',
    done: (g) => `Done: no more e-mails about ${g}.`,
    locked: (g) => `E-mails about ${g} cannot be turned off: your account and money depend on them.`,
    manage: 'All notification settings',
    missing: 'This link is not valid.',
    groups: {
      account: 'your account',
      money: 'money',
      parcels: 'parcels',
      buyout: 'buy-outs',
      reminders: 'reminders',
    },
  },
  ro: {
    title: 'Dezabonare de la e-mailuri',
    ask: (g) => `Nu mai trimitem e-mailuri despre ${g}? Contul și celelalte canale funcționează ca înainte.`,
    button: 'Dezabonare',
    done: (g) => `Gata: nu veți mai primi e-mailuri despre ${g}.`,
    locked: (g) => `E-mailurile despre ${g} nu pot fi dezactivate: contul și banii depind de ele.`,
    manage: 'Toate setările de notificări',
    missing: 'Linkul nu este valid.',
    groups: {
      account: 'cont',
      money: 'bani',
      parcels: 'colete',
      buyout: 'achiziții',
      reminders: 'mementouri',
    },
  },
};

const wordsOf = (locale: Locale): Words => WORDS[locale === 'eng' ? 'en' : locale];

export type UnsubscribePageState = 'ask' | 'done' | 'locked' | 'missing';

export function unsubscribePage(input: {
  locale: Locale;
  state: UnsubscribePageState;
  group: NotificationGroup | null;
  /** Where the button posts (this page's own address). */
  action: string;
  /** The settings page in the e-mail's language. */
  settingsUrl: string;
}): string {
  const w = wordsOf(input.locale);
  const group = escapeHtml(input.group ? w.groups[input.group] : '');
  const body =
    input.state === 'missing'
      ? `<p>${escapeHtml(w.missing)}</p>`
      : input.state === 'ask'
        ? `<p>${w.ask(group)}</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(w.button)}</button>
</form>`
        : `<p role="status">${input.state === 'done' ? w.done(group) : w.locked(group)}</p>`;
  return `<!doctype html>
<html lang="${input.locale === 'eng' ? 'en' : input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(w.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px 16px;color:#1f2933;background:#f6f7f9}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}
h1{font-size:1.3rem;margin:0 0 12px}
button{font:inherit;min-height:44px;padding:8px 20px;border:0;border-radius:8px;background:#1f6feb;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
a{color:#1f6feb}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(w.title)}</h1>
${body}
<p><a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(w.manage)}</a></p>
</main>
</body>
</html>
`;
}
