import { localizedText as t } from '@posylka/domain';
import type { FaqArticle } from './types.js';

export const CUSTOMS_ARTICLE: FaqArticle = {
  id: '360016350901',
  title: t(
    'Митний ліміт і як рахують мито',
    'Таможенный лимит и как считают пошлину',
    'The customs limit and how duty is calculated',
    'Limita vamală și cum se calculează taxele',
  ),
  summary: t(
    'До 150 € посилка проходить без мита; з суми понад ліміт сплачуються мито, ПДВ і послуга оформлення.',
    'До 150 € посылка проходит без пошлины; с суммы сверх лимита платятся пошлина, НДС и услуга оформления.',
    'Up to 150 EUR a parcel clears without duty; above the limit you pay duty, VAT and a clearance fee on the excess.',
    'Până la 150 EUR coletul trece fără taxe; peste limită se plătesc taxă vamală, TVA și serviciul de vămuire pentru diferență.',
  ),
  blocks: [
    {
      kind: 'p',
      text: t(
        'Посилка вартістю до 150 € включно не обкладається митом і ПДВ. Якщо вартість більша, платежі рахуються лише з різниці між вартістю та лімітом.',
        'Посылка стоимостью до 150 € включительно не облагается пошлиной и НДС. Если стоимость больше, платежи считаются только с разницы между стоимостью и лимитом.',
        'A parcel worth up to and including 150 EUR pays no duty or VAT. If it is worth more, the charges are taken only of the difference between its value and the limit.',
        'Un colet în valoare de până la 150 EUR inclusiv nu plătește taxă vamală sau TVA. Dacă valoarea este mai mare, taxele se calculează doar pentru diferența dintre valoare și limită.',
      ),
    },
    { kind: 'h2', text: t('Як рахуємо', 'Как считаем', 'How we calculate', 'Cum calculăm') },
    {
      kind: 'ul',
      items: [
        t(
          'Мито: 10% від суми понад ліміт.',
          'Пошлина: 10% от суммы сверх лимита.',
          'Duty: 10% of the amount above the limit.',
          'Taxa vamală: 10% din suma peste limită.',
        ),
        t(
          'ПДВ: 20% від суми понад ліміт разом з митом.',
          'НДС: 20% от суммы сверх лимита вместе с пошлиной.',
          'VAT: 20% of the amount above the limit plus the duty.',
          'TVA: 20% din suma peste limită plus taxa vamală.',
        ),
        t(
          'Послуга митного оформлення: 3% від суми понад ліміт.',
          'Услуга таможенного оформления: 3% от суммы сверх лимита.',
          'Customs clearance service: 3% of the amount above the limit.',
          'Serviciul de vămuire: 3% din suma peste limită.',
        ),
        t(
          'Приклад: посилка за 200 € — понад ліміт 50 €, мито 5,00 €, ПДВ 11,00 €, послуга 1,50 €, разом 17,50 €.',
          'Пример: посылка за 200 € — сверх лимита 50 €, пошлина 5,00 €, НДС 11,00 €, услуга 1,50 €, итого 17,50 €.',
          'Example: a 200 EUR parcel — 50 EUR above the limit, duty 5.00 EUR, VAT 11.00 EUR, service 1.50 EUR, 17.50 EUR in total.',
          'Exemplu: un colet de 200 EUR — 50 EUR peste limită, taxă 5,00 EUR, TVA 11,00 EUR, serviciu 1,50 EUR, total 17,50 EUR.',
        ),
      ],
    },
    {
      kind: 'p',
      text: t(
        'Для генераторів, зарядних станцій, павербанків і супутникових терміналів мито та ПДВ скасовано; сплачується лише послуга оформлення.',
        'Для генераторов, зарядных станций, павербанков и спутниковых терминалов пошлина и НДС отменены; оплачивается только услуга оформления.',
        'Duty and VAT are cancelled for generators, charging stations, power banks and satellite terminals; only the clearance service is paid.',
        'Pentru generatoare, stații de încărcare, power bank-uri și terminale prin satelit taxa vamală și TVA sunt anulate; se plătește doar serviciul de vămuire.',
      ),
    },
  ],
  widget: 'customs-calculator',
};
