// Money: a payment's result, a refund (with the date it reaches the card), a surcharge to pay.
import type { EventTemplate } from './types.js';
import { inLocale, p } from './types.js';
import { dateOf, moneyOf } from './words.js';

export const moneyTemplates = {
  'money.payment_succeeded': (params, locale) => {
    const n = p(params, 'number');
    const m = moneyOf(params, locale);
    return inLocale(
      {
        uk: {
          subject: `Оплату замовлення ${n} отримано`,
          lines: [`Ми отримали ${m} за замовлення ${n}. Квитанція є на сторінці замовлення.`],
          action: 'Відкрити замовлення',
        },
        ru: {
          subject: `Оплата заказа ${n} получена`,
          lines: [`Мы получили ${m} за заказ ${n}. Квитанция есть на странице заказа.`],
          action: 'Открыть заказ',
        },
        en: {
          subject: `Payment for order ${n} received`,
          lines: [`We have received ${m} for order ${n}. The receipt is on the order page.`],
          action: 'Open the order',
        },
        ro: {
          subject: `Plata comenzii ${n} a fost primită`,
          lines: [`Am primit ${m} pentru comanda ${n}. Chitanța este pe pagina comenzii.`],
          action: 'Deschide comanda',
        },
      },
      locale,
    );
  },
  'money.payment_failed': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Оплата замовлення ${n} не пройшла`,
          lines: [
            `Банк не підтвердив оплату замовлення ${n}. Гроші не списано; спробуйте ще раз або іншою карткою.`,
          ],
          action: 'Сплатити ще раз',
        },
        ru: {
          subject: `Оплата заказа ${n} не прошла`,
          lines: [
            `Банк не подтвердил оплату заказа ${n}. Деньги не списаны; попробуйте ещё раз или другой картой.`,
          ],
          action: 'Оплатить ещё раз',
        },
        en: {
          subject: `Payment for order ${n} did not go through`,
          lines: [
            `The bank did not confirm the payment for order ${n}. No money was taken; try again or use another card.`,
          ],
          action: 'Pay again',
        },
        ro: {
          subject: `Plata comenzii ${n} nu a reușit`,
          lines: [
            `Banca nu a confirmat plata comenzii ${n}. Nu s-au luat bani; încercați din nou sau cu alt card.`,
          ],
          action: 'Plătește din nou',
        },
      },
      locale,
    );
  },
  'money.refund': (params, locale) => {
    const n = p(params, 'number');
    const m = moneyOf(params, locale);
    const by = dateOf(params, locale, 'arrivesBy');
    return inLocale(
      {
        uk: {
          subject: `Повернення ${m} за замовлення ${n}`,
          lines: [`Ми повернули ${m} за замовлення ${n}. Гроші надійдуть на картку не пізніше ${by}.`],
          action: 'Відкрити замовлення',
        },
        ru: {
          subject: `Возврат ${m} за заказ ${n}`,
          lines: [`Мы вернули ${m} за заказ ${n}. Деньги поступят на карту не позднее ${by}.`],
          action: 'Открыть заказ',
        },
        en: {
          subject: `Refund of ${m} for order ${n}`,
          lines: [
            `We have refunded ${m} for order ${n}. The money reaches your card by ${by} at the latest.`,
          ],
          action: 'Open the order',
        },
        ro: {
          subject: `Rambursare de ${m} pentru comanda ${n}`,
          lines: [`Am rambursat ${m} pentru comanda ${n}. Banii ajung pe card cel târziu pe ${by}.`],
          action: 'Deschide comanda',
        },
      },
      locale,
    );
  },
  'money.surcharge': (params, locale) => {
    const n = p(params, 'number');
    const m = moneyOf(params, locale);
    return inLocale(
      {
        uk: {
          subject: `Замовлення ${n}: доплата ${m}`,
          lines: [
            `Ціна товару в замовленні ${n} зросла в межах, які ви дозволили. Щоб ми його купили, сплатіть ${m}.`,
          ],
          action: 'Сплатити доплату',
        },
        ru: {
          subject: `Заказ ${n}: доплата ${m}`,
          lines: [
            `Цена товара в заказе ${n} выросла в пределах, которые вы разрешили. Чтобы мы его купили, оплатите ${m}.`,
          ],
          action: 'Оплатить доплату',
        },
        en: {
          subject: `Order ${n}: surcharge of ${m}`,
          lines: [`The price of an item in order ${n} rose within what you allowed. Pay ${m} and we buy it.`],
          action: 'Pay the surcharge',
        },
        ro: {
          subject: `Comanda ${n}: supliment de ${m}`,
          lines: [
            `Prețul unui produs din comanda ${n} a crescut în limita permisă de dvs. Plătiți ${m} și îl cumpărăm.`,
          ],
          action: 'Plătește suplimentul',
        },
      },
      locale,
    );
  },
} satisfies Record<string, EventTemplate>;
