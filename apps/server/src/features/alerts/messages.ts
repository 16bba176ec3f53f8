import { LOCALE_TAGS, roundAmount, type Locale } from '@posylka/domain';

/** Wording of every alert code, per interface language; {name} placeholders come from the alert's params. */
const ALERT_TEXTS = {
  welcome: {
    uk: {
      title: 'Вітаємо в Posylka!',
      text: 'Ваші адреси складів уже готові. Купуйте в іноземних магазинах і декларуйте посилки тут.',
    },
    ru: {
      title: 'Добро пожаловать в Posylka!',
      text: 'Ваши адреса складов уже готовы. Покупайте в иностранных магазинах и декларируйте посылки здесь.',
    },
    en: {
      title: 'Welcome to Posylka!',
      text: 'Your warehouse addresses are ready. Shop abroad and declare your parcels here.',
    },
    ro: {
      title: 'Bun venit la Posylka!',
      text: 'Adresele depozitelor dvs. sunt gata. Cumpărați din magazine străine și declarați coletele aici.',
    },
    eng: {
      title: 'Welcome to Posylka!',
      text: 'Your warehouse addresses are ready. Shop abroad and declare your parcels here.',
    },
  },
  bonuses_credited: {
    uk: {
      title: 'Нараховано бонуси',
      text: 'На ваш бонусний рахунок надійшло {amount} ₴ за посилку {orderRef}.',
    },
    ru: {
      title: 'Начислены бонусы',
      text: 'На ваш бонусный счёт поступило {amount} ₴ за посылку {orderRef}.',
    },
    en: {
      title: 'Bonuses credited',
      text: '{amount} UAH has been added to your bonus balance for parcel {orderRef}.',
    },
    ro: {
      title: 'Bonusuri acordate',
      text: 'Au fost adăugate {amount} UAH în contul de bonusuri pentru coletul {orderRef}.',
    },
    eng: {
      title: 'Bonuses credited',
      text: '{amount} UAH has been added to your bonus balance for parcel {orderRef}.',
    },
  },
  promo_delivery: {
    uk: {
      title: 'Знижка {amount} ₴ на доставку',
      text: 'Введіть промокод під час оформлення посилки, щоб отримати знижку на міжнародну доставку.',
    },
    ru: {
      title: 'Скидка {amount} ₴ на доставку',
      text: 'Введите промокод при оформлении посылки, чтобы получить скидку на международную доставку.',
    },
    en: {
      title: '{amount} UAH off delivery',
      text: 'Enter the promo code when you register a parcel to get a discount on international delivery.',
    },
    ro: {
      title: 'Reducere de {amount} UAH la livrare',
      text: 'Introduceți codul promoțional la înregistrarea coletului pentru o reducere la livrarea internațională.',
    },
    eng: {
      title: '{amount} UAH off delivery',
      text: 'Enter the promo code when you register a parcel to get a discount on international delivery.',
    },
  },
} as const satisfies Record<string, Record<Locale, { title: string; text: string }>>;

export type AlertMessageKey = keyof typeof ALERT_TEXTS;
export const ALERT_MESSAGE_KEYS = Object.keys(ALERT_TEXTS) as AlertMessageKey[];

/** An alert that hands the customer a promo code carries it in its `code` param (shown with a copy button). */
export function promoCodeOf(params: Record<string, string | number>): string | null {
  return typeof params.code === 'string' && params.code !== '' ? params.code : null;
}

export function isAlertMessageKey(value: string): value is AlertMessageKey {
  return Object.hasOwn(ALERT_TEXTS, value);
}

/**
 * Money params (`amount`, UAH) read the local way: "45" or "12,50" in Ukrainian, "12.50" in English;
 * whole amounts drop the ",00" as in running text.
 */
function formatParam(name: string, value: string | number | undefined, locale: Locale): string {
  if (value === undefined) return '';
  if (name !== 'amount') return String(value);
  const exact = roundAmount(String(value));
  const whole = exact.endsWith('.00');
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format((whole ? exact.slice(0, -3) : exact) as `${number}`);
}

/** The alert in the request's language; null for a code this release does not know (it is skipped). */
export function wordAlert(
  key: string,
  params: Record<string, string | number>,
  locale: Locale,
): { title: string; text: string } | null {
  if (!isAlertMessageKey(key)) return null;
  const texts = ALERT_TEXTS[key][locale];
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (_, name: string) => formatParam(name, params[name], locale));
  return { title: fill(texts.title), text: fill(texts.text) };
}
