// Reminders computed from the parcels' own dates: 3 days and 1 day before disposal, auto-dispatch or
// the end of a pause; every 3 days while a parcel waits for documents.
import type { Locale } from '@posylka/domain';
import type { EventTemplate, NotificationParams } from './types.js';
import { inLocale, p } from './types.js';
import { dateOf, daysOf } from './words.js';

type Kind = 'disposal' | 'dispatch' | 'release';
const kindOf = (params: NotificationParams): Kind => {
  const k = p(params, 'kind');
  return k === 'dispatch' || k === 'release' ? k : 'disposal';
};

function storageLine(kind: Kind, n: string, when: string, left: string, locale: Locale): string {
  return inLocale(
    {
      uk: {
        disposal: `Посилку ${n} буде утилізовано ${when} (залишилося ${left}), якщо ви її не зареєструєте або не вирішите, що з нею робити.`,
        dispatch: `Посилку ${n} буде відправлено автоматично ${when} (залишилося ${left}). Якщо хочете щось змінити, зробіть це до того.`,
        release: `Пауза посилки ${n} закінчиться ${when} (залишилося ${left}), і ми відправимо її.`,
      },
      ru: {
        disposal: `Посылка ${n} будет утилизирована ${when} (осталось ${left}), если вы её не зарегистрируете или не решите, что с ней делать.`,
        dispatch: `Посылка ${n} будет отправлена автоматически ${when} (осталось ${left}). Если хотите что-то изменить, сделайте это до того.`,
        release: `Пауза посылки ${n} закончится ${when} (осталось ${left}), и мы отправим её.`,
      },
      en: {
        disposal: `Parcel ${n} will be disposed of on ${when} (${left} left) unless you register it or decide what to do with it.`,
        dispatch: `Parcel ${n} will be dispatched automatically on ${when} (${left} left). Make any change before then.`,
        release: `The pause of parcel ${n} ends on ${when} (${left} left), and we will dispatch it.`,
      },
      ro: {
        disposal: `Coletul ${n} va fi eliminat pe ${when} (mai sunt ${left}) dacă nu îl înregistrați sau nu decideți ce facem cu el.`,
        dispatch: `Coletul ${n} va fi expediat automat pe ${when} (mai sunt ${left}). Faceți orice schimbare înainte.`,
        release: `Pauza coletului ${n} se termină pe ${when} (mai sunt ${left}) și îl vom expedia.`,
      },
    },
    locale,
  )[kind];
}

export const reminderTemplates = {
  'reminder.storage': (params, locale) => {
    const n = p(params, 'number');
    const kind = kindOf(params);
    const line = storageLine(
      kind,
      n,
      dateOf(params, locale),
      daysOf(Number(params.days ?? 0), locale),
      locale,
    );
    return inLocale(
      {
        uk: { subject: `Нагадування: посилка ${n}`, lines: [line], action: 'Відкрити посилку' },
        ru: { subject: `Напоминание: посылка ${n}`, lines: [line], action: 'Открыть посылку' },
        en: { subject: `Reminder: parcel ${n}`, lines: [line], action: 'Open the parcel' },
        ro: { subject: `Memento: coletul ${n}`, lines: [line], action: 'Deschide coletul' },
      },
      locale,
    );
  },
  'reminder.documents': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Посилка ${n} досі чекає на документи`,
          lines: [
            `Посилка ${n} утримується на складі, доки ви не виправите те, що їй заважає. Це займе кілька хвилин.`,
          ],
          action: 'Що потрібно зробити',
        },
        ru: {
          subject: `Посылка ${n} всё ещё ждёт документы`,
          lines: [
            `Посылка ${n} удерживается на складе, пока вы не исправите то, что ей мешает. Это займёт несколько минут.`,
          ],
          action: 'Что нужно сделать',
        },
        en: {
          subject: `Parcel ${n} is still waiting for documents`,
          lines: [
            `Parcel ${n} is held at the warehouse until you put right what keeps it. It takes a few minutes.`,
          ],
          action: 'What to do',
        },
        ro: {
          subject: `Coletul ${n} încă așteaptă documente`,
          lines: [`Coletul ${n} este oprit în depozit până corectați ce îl oprește. Durează câteva minute.`],
          action: 'Ce trebuie făcut',
        },
      },
      locale,
    );
  },
} satisfies Record<string, EventTemplate>;
