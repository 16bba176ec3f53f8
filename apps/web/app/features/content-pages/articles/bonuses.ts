import { localizedText as t } from '@posylka/domain';
import type { FaqArticle } from './types.js';

export const BONUSES_ARTICLE: FaqArticle = {
  id: '360016350927',
  title: t('Як працюють бонуси', 'Как работают бонусы', 'How bonuses work', 'Cum funcționează bonusurile'),
  summary: t(
    '5 ₴ за кожні 0,5 кг отриманих посилок; бонусами можна оплатити міжнародну доставку.',
    '5 ₴ за каждые 0,5 кг полученных посылок; бонусами можно оплатить международную доставку.',
    '5 UAH for every 0.5 kg of parcels you receive; bonuses pay for international delivery.',
    '5 UAH pentru fiecare 0,5 kg de colete primite; bonusurile plătesc livrarea internațională.',
  ),
  blocks: [
    {
      kind: 'ul',
      items: [
        t(
          'За кожні розпочаті 0,5 кг посилки нараховуємо 5 ₴ бонусів, щойно ви її отримали.',
          'За каждые начатые 0,5 кг посылки начисляем 5 ₴ бонусов, как только вы её получили.',
          'Every started 0.5 kg of a parcel earns 5 UAH in bonuses as soon as you have received it.',
          'Fiecare 0,5 kg început al unui colet aduce 5 UAH bonusuri imediat ce l-ați primit.',
        ),
        t(
          'Бонуси покривають лише міжнародну доставку і не більше її вартості за курсом НБУ.',
          'Бонусы покрывают только международную доставку и не больше её стоимости по курсу НБУ.',
          'Bonuses cover international delivery only, and no more than its cost at the NBU rate.',
          'Bonusurile acoperă doar livrarea internațională și nu mai mult decât costul ei la cursul BNU.',
        ),
        t(
          'Позначку «Використати бонуси» видно під час оформлення посилки, коли на рахунку є бонуси.',
          'Отметка «Использовать бонусы» видна при оформлении посылки, когда на счёте есть бонусы.',
          'The "Use bonuses" box appears when you register a parcel and have bonuses on your balance.',
          'Căsuța „Folosește bonusurile” apare la înregistrarea coletului când aveți bonusuri în cont.',
        ),
        t(
          'Баланс та історію нарахувань і списань ви бачите в особистому кабінеті.',
          'Баланс и историю начислений и списаний вы видите в личном кабинете.',
          'Your balance and the history of earned and spent bonuses are in your account.',
          'Soldul și istoricul bonusurilor primite și cheltuite sunt în contul dvs.',
        ),
      ],
    },
  ],
};
