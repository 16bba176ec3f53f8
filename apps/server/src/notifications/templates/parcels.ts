// Forwarded parcels: the declaration, each state of the lifecycle, a hold, the Nova Poshta waybill.
import type { EventTemplate } from './types.js';
import { inLocale, p } from './types.js';
import { stateOf } from './words.js';

export const parcelTemplates = {
  'parcel.declared': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Посилку ${n} оформлено`,
          lines: [`Ми отримали декларацію посилки ${n}. Коли склад прийме її, ми напишемо вам.`],
          action: 'Відкрити посилку',
        },
        ru: {
          subject: `Посылка ${n} оформлена`,
          lines: [`Мы получили декларацию посылки ${n}. Когда склад примет её, мы напишем вам.`],
          action: 'Открыть посылку',
        },
        en: {
          subject: `Parcel ${n} declared`,
          lines: [`We have your declaration of parcel ${n}. We will write when the warehouse receives it.`],
          action: 'Open the parcel',
        },
        ro: {
          subject: `Coletul ${n} a fost declarat`,
          lines: [`Am primit declarația coletului ${n}. Vă scriem când depozitul îl primește.`],
          action: 'Deschide coletul',
        },
      },
      locale,
    );
  },
  'parcel.state': (params, locale) => {
    const n = p(params, 'number');
    const s = stateOf(params, locale);
    return inLocale(
      {
        uk: {
          subject: `Посилка ${n}: ${s}`,
          lines: [`Статус вашої посилки ${n} змінився: ${s}.`],
          action: 'Відкрити посилку',
        },
        ru: {
          subject: `Посылка ${n}: ${s}`,
          lines: [`Статус вашей посылки ${n} изменился: ${s}.`],
          action: 'Открыть посылку',
        },
        en: {
          subject: `Parcel ${n}: ${s}`,
          lines: [`The status of your parcel ${n} has changed: ${s}.`],
          action: 'Open the parcel',
        },
        ro: {
          subject: `Coletul ${n}: ${s}`,
          lines: [`Starea coletului dvs. ${n} s-a schimbat: ${s}.`],
          action: 'Deschide coletul',
        },
      },
      locale,
    );
  },
  'parcel.held': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Посилка ${n} чекає на вас на складі`,
          lines: [
            `Посилку ${n} не можна відправити, доки ви не виправите те, що їй заважає (декларація, документи, адреса або телефон).`,
            'На сторінці посилки сказано, що саме зробити.',
          ],
          action: 'Що потрібно зробити',
          sms: `посилка ${n} утримується на складі, потрібна ваша дія`,
        },
        ru: {
          subject: `Посылка ${n} ждёт вас на складе`,
          lines: [
            `Посылку ${n} нельзя отправить, пока вы не исправите то, что ей мешает (декларация, документы, адрес или телефон).`,
            'На странице посылки сказано, что именно сделать.',
          ],
          action: 'Что нужно сделать',
          sms: `посылка ${n} удерживается на складе, нужно ваше действие`,
        },
        en: {
          subject: `Parcel ${n} is waiting for you at the warehouse`,
          lines: [
            `Parcel ${n} cannot leave until you put right what keeps it (the declaration, documents, address or phone).`,
            'The parcel page says what to do.',
          ],
          action: 'What to do',
          sms: `parcel ${n} is held at the warehouse and needs your action`,
        },
        ro: {
          subject: `Coletul ${n} vă așteaptă în depozit`,
          lines: [
            `Coletul ${n} nu poate pleca până nu corectați ce îl oprește (declarația, documentele, adresa sau telefonul).`,
            'Pagina coletului spune ce trebuie făcut.',
          ],
          action: 'Ce trebuie făcut',
          sms: `coletul ${n} este oprit în depozit și necesită acțiunea dvs.`,
        },
      },
      locale,
    );
  },
  'parcel.waybill': (params, locale) => {
    const n = p(params, 'number');
    const w = p(params, 'waybill');
    return inLocale(
      {
        uk: {
          subject: `Посилка ${n} у Новій пошті: ТТН ${w}`,
          lines: [`Посилку ${n} передано Новій пошті. Номер накладної: ${w}.`],
          action: 'Відкрити посилку',
          sms: `посилка ${n} у Новій пошті, ТТН ${w}`,
        },
        ru: {
          subject: `Посылка ${n} в Новой почте: ТТН ${w}`,
          lines: [`Посылка ${n} передана Новой почте. Номер накладной: ${w}.`],
          action: 'Открыть посылку',
          sms: `посылка ${n} в Новой почте, ТТН ${w}`,
        },
        en: {
          subject: `Parcel ${n} is with Nova Poshta: waybill ${w}`,
          lines: [`Parcel ${n} has been handed to Nova Poshta. Waybill number: ${w}.`],
          action: 'Open the parcel',
          sms: `parcel ${n} is with Nova Poshta, waybill ${w}`,
        },
        ro: {
          subject: `Coletul ${n} este la Nova Poshta: AWB ${w}`,
          lines: [`Coletul ${n} a fost predat către Nova Poshta. Numărul AWB: ${w}.`],
          action: 'Deschide coletul',
          sms: `coletul ${n} este la Nova Poshta, AWB ${w}`,
        },
      },
      locale,
    );
  },
} satisfies Record<string, EventTemplate>;
