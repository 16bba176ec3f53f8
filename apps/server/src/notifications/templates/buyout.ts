// Buy-out orders: a price question, bought, arrived at the US warehouse, 72 hours passed.
import type { EventTemplate } from './types.js';
import { inLocale, p } from './types.js';

export const buyoutTemplates = {
  'buyout.price_question': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Замовлення ${n}: потрібна ваша відповідь`,
          lines: [
            `Ціна товару в замовленні ${n} змінилася. Погодьтеся на нову ціну або відмовтеся від товару.`,
          ],
          action: 'Відповісти',
        },
        ru: {
          subject: `Заказ ${n}: нужен ваш ответ`,
          lines: [
            `Цена товара в заказе ${n} изменилась. Согласитесь с новой ценой или откажитесь от товара.`,
          ],
          action: 'Ответить',
        },
        en: {
          subject: `Order ${n}: we need your answer`,
          lines: [`The price of an item in order ${n} has changed. Accept the new price or drop the item.`],
          action: 'Answer',
        },
        ro: {
          subject: `Comanda ${n}: avem nevoie de răspunsul dvs.`,
          lines: [
            `Prețul unui produs din comanda ${n} s-a schimbat. Acceptați noul preț sau renunțați la produs.`,
          ],
          action: 'Răspunde',
        },
      },
      locale,
    );
  },
  'buyout.bought': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Замовлення ${n} викуплено`,
          lines: [`Ми купили товари замовлення ${n}. Напишемо, коли вони прибудуть на склад у США.`],
          action: 'Відкрити замовлення',
        },
        ru: {
          subject: `Заказ ${n} выкуплен`,
          lines: [`Мы купили товары заказа ${n}. Напишем, когда они прибудут на склад в США.`],
          action: 'Открыть заказ',
        },
        en: {
          subject: `Order ${n} bought`,
          lines: [`We have bought the goods of order ${n}. We will write when they reach the US warehouse.`],
          action: 'Open the order',
        },
        ro: {
          subject: `Comanda ${n} a fost cumpărată`,
          lines: [`Am cumpărat produsele comenzii ${n}. Vă scriem când ajung în depozitul din SUA.`],
          action: 'Deschide comanda',
        },
      },
      locale,
    );
  },
  'buyout.arrived': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Замовлення ${n} на складі в США`,
          lines: [`Товари замовлення ${n} прибули на наш склад у США і готуються до відправлення в Україну.`],
          action: 'Відкрити замовлення',
        },
        ru: {
          subject: `Заказ ${n} на складе в США`,
          lines: [`Товары заказа ${n} прибыли на наш склад в США и готовятся к отправке в Украину.`],
          action: 'Открыть заказ',
        },
        en: {
          subject: `Order ${n} is at the US warehouse`,
          lines: [
            `The goods of order ${n} have reached our US warehouse and are being prepared for Ukraine.`,
          ],
          action: 'Open the order',
        },
        ro: {
          subject: `Comanda ${n} este în depozitul din SUA`,
          lines: [
            `Produsele comenzii ${n} au ajuns în depozitul nostru din SUA și se pregătesc de expediere.`,
          ],
          action: 'Deschide comanda',
        },
      },
      locale,
    );
  },
  'buyout.overdue': (params, locale) => {
    const n = p(params, 'number');
    return inLocale(
      {
        uk: {
          subject: `Замовлення ${n}: 72 години минули`,
          lines: [
            `Ми не встигли викупити замовлення ${n} за 72 години. Ви можете почекати або скасувати його й отримати всі гроші назад.`,
          ],
          action: 'Відкрити замовлення',
        },
        ru: {
          subject: `Заказ ${n}: 72 часа прошли`,
          lines: [
            `Мы не успели выкупить заказ ${n} за 72 часа. Вы можете подождать или отменить его и получить все деньги обратно.`,
          ],
          action: 'Открыть заказ',
        },
        en: {
          subject: `Order ${n}: 72 hours have passed`,
          lines: [
            `We have not bought order ${n} within 72 hours. You can wait, or cancel it and get all your money back.`,
          ],
          action: 'Open the order',
        },
        ro: {
          subject: `Comanda ${n}: au trecut 72 de ore`,
          lines: [
            `Nu am cumpărat comanda ${n} în 72 de ore. Puteți aștepta sau o puteți anula și primi toți banii înapoi.`,
          ],
          action: 'Deschide comanda',
        },
      },
      locale,
    );
  },
} satisfies Record<string, EventTemplate>;
