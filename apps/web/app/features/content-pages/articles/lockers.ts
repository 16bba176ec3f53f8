import { localizedText as t } from '@posylka/domain';
import type { FaqArticle } from './types.js';

export const LOCKERS_ARTICLE: FaqArticle = {
  id: '360016350938',
  title: t(
    'Доставка в поштомат',
    'Доставка в почтомат',
    'Delivery to a parcel locker',
    'Livrare la automatul de colete',
  ),
  summary: t(
    'Поштомат приймає посилки до 10 000 ₴, до 20 кг і розміром до 40×60×30 см.',
    'Почтомат принимает посылки до 10 000 ₴, до 20 кг и размером до 40×60×30 см.',
    'A parcel locker takes parcels up to 10,000 UAH, up to 20 kg and up to 40×60×30 cm.',
    'Automatul primește colete de până la 10 000 UAH, până la 20 kg și de până la 40×60×30 cm.',
  ),
  blocks: [
    {
      kind: 'ul',
      items: [
        t(
          'Оголошена вартість до 10 000 ₴.',
          'Объявленная стоимость до 10 000 ₴.',
          'Declared value up to 10,000 UAH.',
          'Valoare declarată de până la 10 000 UAH.',
        ),
        t(
          'Вага до 20 кг, розмір до 40×60×30 см.',
          'Вес до 20 кг, размер до 40×60×30 см.',
          'Weight up to 20 kg, size up to 40×60×30 cm.',
          'Greutate de până la 20 kg, dimensiuni de până la 40×60×30 cm.',
        ),
        t(
          'Доставка в поштомат лише з передоплатою.',
          'Доставка в почтомат только с предоплатой.',
          'Locker delivery is prepaid only.',
          'Livrarea la automat se face doar cu plata în avans.',
        ),
        t(
          'Заберіть посилку протягом 3 днів, інакше її перенесуть до найближчого відділення.',
          'Заберите посылку в течение 3 дней, иначе её перенесут в ближайшее отделение.',
          'Collect the parcel within 3 days, otherwise it is moved to the nearest branch.',
          'Ridicați coletul în 3 zile, altfel este mutat la cea mai apropiată filială.',
        ),
      ],
    },
  ],
};
