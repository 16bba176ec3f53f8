// Notification posts (uk, ru, en only, SPEC §7) and promotions, written by us.
import { localizedText as t } from '@posylka/domain';

const POSTS: ReadonlyArray<{
  slug: string;
  publishedAt: string;
  uk: [string, string];
  ru: [string, string];
  en: [string, string];
}> = [
  {
    slug: 'china-new-year-2027',
    publishedAt: '2026-11-18T09:00:00Z',
    uk: [
      'Склад у Китаї: перерва на Новий рік',
      'З 2 по 17 лютого склад у Китаї не приймає посилки. Замовляйте заздалегідь, щоб покупки встигли до свят.',
    ],
    ru: [
      'Склад в Китае: перерыв на Новый год',
      'Со 2 по 17 февраля склад в Китае не принимает посылки. Заказывайте заранее, чтобы покупки успели до праздников.',
    ],
    en: [
      'China warehouse: New Year break',
      'From 2 to 17 February our China warehouse accepts no parcels. Order early so your purchases arrive on time.',
    ],
  },
  {
    slug: 'parcel-lockers',
    publishedAt: '2026-10-02T09:00:00Z',
    uk: [
      'Доставка в поштомат',
      'Посилки до 20 кг і до 10 000 грн тепер можна отримати в поштоматі. Забрати посилку можна протягом 3 днів.',
    ],
    ru: [
      'Доставка в почтомат',
      'Посылки до 20 кг и до 10 000 грн теперь можно получить в почтомате. Забрать посылку можно в течение 3 дней.',
    ],
    en: [
      'Delivery to parcel lockers',
      'Parcels up to 20 kg and 10,000 UAH can now go to a parcel locker. Pick it up within 3 days.',
    ],
  },
  {
    slug: 'bonuses-launch',
    publishedAt: '2026-09-01T09:00:00Z',
    uk: [
      'Бонуси за посилки',
      'За кожні 0,5 кг отриманих посилок нараховуємо 5 грн бонусів. Ними можна оплатити міжнародну доставку.',
    ],
    ru: [
      'Бонусы за посылки',
      'За каждые 0,5 кг полученных посылок начисляем 5 грн бонусов. Ими можно оплатить международную доставку.',
    ],
    en: [
      'Bonuses for parcels',
      'Every 0.5 kg of received parcels earns 5 UAH in bonuses, which pay for international delivery.',
    ],
  },
];

export function notificationPostRows() {
  return POSTS.flatMap((post) =>
    (['uk', 'ru', 'en'] as const).map((locale) => ({
      slug: post.slug,
      locale,
      title: post[locale][0],
      text: post[locale][1],
      image: null,
      publishedAt: post.publishedAt,
    })),
  );
}

/**
 * The monthly delivery discount runs from the first to the end of the current month (UTC), so a
 * fresh install always has a live promotion with a countdown; the seed moves it once a month.
 */
export function promotionRows(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return [
    {
      slug: 'monthly-usa-delivery',
      placement: 'home',
      countryCode: null,
      title: t(
        '−15 % на доставку зі США',
        '−15 % на доставку из США',
        '15% off delivery from the US',
        '−15 % la livrarea din SUA',
      ),
      text: t(
        'Знижка діє на всі посилки, задекларовані до кінця місяця.',
        'Скидка действует на все посылки, задекларированные до конца месяца.',
        'The discount applies to every parcel declared before the month ends.',
        'Reducerea se aplică tuturor coletelor declarate până la sfârșitul lunii.',
      ),
      href: '/forwarding/declaration',
      color: '#0f3d91',
      textColor: '#ffffff',
      discountPercent: '15.00',
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      sortOrder: 1,
    },
    {
      slug: 'poland-start-greeting',
      placement: 'forwarding-start',
      countryCode: 'PL',
      title: t('Посилка з Польщі', 'Посылка из Польши', 'A parcel from Poland', 'Un colet din Polonia'),
      text: t(
        'Посилки з Польщі їдуть автомобілем: від 1 до 7 днів до нашого складу.',
        'Посылки из Польши едут автомобилем: от 1 до 7 дней до нашего склада.',
        'Parcels from Poland travel by road: 1 to 7 days to our warehouse.',
        'Coletele din Polonia circulă pe șosea: 1–7 zile până la depozit.',
      ),
      href: null,
      color: '#ffffff',
      textColor: '#1d2433',
      discountPercent: null,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: null,
      sortOrder: 1,
    },
    {
      slug: 'header-bonuses',
      placement: 'header',
      countryCode: null,
      title: t('Бонуси за посилки', 'Бонусы за посылки', 'Bonuses for parcels', 'Bonusuri pentru colete'),
      text: t(
        '5 грн за кожні 0,5 кг отриманих посилок.',
        '5 грн за каждые 0,5 кг полученных посылок.',
        '5 UAH for every 0.5 kg of received parcels.',
        '5 UAH pentru fiecare 0,5 kg de colete primite.',
      ),
      href: null,
      color: '#ffc72c',
      textColor: '#1d2433',
      discountPercent: null,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: null,
      sortOrder: 1,
    },
  ];
}
