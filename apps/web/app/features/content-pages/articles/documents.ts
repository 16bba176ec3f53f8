import { localizedText as t } from '@posylka/domain';
import type { FaqArticle } from './types.js';

export const DOCUMENTS_ARTICLE: FaqArticle = {
  id: '360016350915',
  title: t(
    'Які документи потрібні для митниці',
    'Какие документы нужны для таможни',
    'Which documents customs needs',
    'Ce documente sunt necesare la vamă',
  ),
  summary: t(
    'Інвойс і паспортні дані потрібні, коли вартість посилки перевищує ліміт країни.',
    'Инвойс и паспортные данные нужны, когда стоимость посылки превышает лимит страны.',
    "An invoice and passport details are needed when the parcel's value is above the country's limit.",
    'Factura și datele pașaportului sunt necesare când valoarea coletului depășește limita țării.',
  ),
  blocks: [
    {
      kind: 'p',
      text: t(
        'Якщо вартість посилки перевищує митний ліміт, додайте до декларації інвойс (чек або підтвердження замовлення з магазину) та дані паспорта або ID-картки отримувача. Без них посилка чекатиме на складі.',
        'Если стоимость посылки превышает таможенный лимит, добавьте к декларации инвойс (чек или подтверждение заказа из магазина) и данные паспорта или ID-карты получателя. Без них посылка будет ждать на складе.',
        "If the parcel's value is above the customs limit, add an invoice (the receipt or the shop's order confirmation) and the recipient's passport or ID-card details to the declaration. Without them the parcel waits at the warehouse.",
        'Dacă valoarea coletului depășește limita vamală, adăugați la declarație factura (bonul sau confirmarea comenzii din magazin) și datele pașaportului sau ale cărții de identitate ale destinatarului. Fără ele coletul așteaptă în depozit.',
      ),
    },
    {
      kind: 'h2',
      text: t('Вимоги до файлів', 'Требования к файлам', 'File requirements', 'Cerințe pentru fișiere'),
    },
    {
      kind: 'ul',
      items: [
        t(
          'Формати JPG, PNG або PDF.',
          'Форматы JPG, PNG или PDF.',
          'JPG, PNG or PDF.',
          'Formate JPG, PNG sau PDF.',
        ),
        t(
          'До 5 МБ кожен файл.',
          'До 5 МБ каждый файл.',
          'Up to 5 MB per file.',
          'Până la 5 MB fiecare fișier.',
        ),
        t(
          'Паспорт: серія з двох літер і 6 цифр або номер ID-картки з 9 цифр, РНОКПП з 10 цифр.',
          'Паспорт: серия из двух букв и 6 цифр или номер ID-карты из 9 цифр, РНОКПП из 10 цифр.',
          'Passport: two letters and 6 digits, or a 9-digit ID-card number, and the 10-digit tax number.',
          'Pașaport: două litere și 6 cifre sau numărul cărții de identitate din 9 cifre, plus codul fiscal din 10 cifre.',
        ),
      ],
    },
    {
      kind: 'p',
      text: t(
        'Для Польщі понад 1000 € додатково потрібні заява, повноваження та лист-довіреність для експортного оформлення.',
        'Для Польши свыше 1000 € дополнительно нужны заявление, полномочия и письмо-доверенность для экспортного оформления.',
        'For Poland, above 1000 EUR a statement, powers and a power-of-attorney letter are also needed for export clearance.',
        'Pentru Polonia, peste 1000 EUR sunt necesare în plus o declarație, împuterniciri și o scrisoare de procură pentru vămuirea la export.',
      ),
    },
  ],
};
