import type { Locale } from '../i18n/locales.js';
import { formatWeight } from '../i18n/numbers.js';
import type { PriceListError } from './price-list.js';

/** Texts for the price block when no price can be given; {max} is the heaviest weight of the grid ("30 кг"). */
const MESSAGES: Readonly<Record<PriceListError, Readonly<Record<Locale, string>>>> = {
  weight_invalid: {
    uk: 'Введіть вагу числом, наприклад 1,5',
    ru: 'Введите вес числом, например 1,5',
    en: 'Enter the weight as a number, e.g. 1.5',
    ro: 'Introduceți greutatea ca număr, de exemplu 1,5',
    eng: 'Enter the weight as a number, e.g. 1.5',
  },
  weight_not_positive: {
    uk: 'Вага має бути більшою за 0 кг',
    ru: 'Вес должен быть больше 0 кг',
    en: 'The weight must be more than 0 kg',
    ro: 'Greutatea trebuie să fie mai mare de 0 kg',
    eng: 'The weight must be more than 0 kg',
  },
  weight_out_of_grid: {
    uk: 'Ми приймаємо посилки вагою до {max}',
    ru: 'Мы принимаем посылки весом до {max}',
    en: 'We accept parcels of up to {max}',
    ro: 'Acceptăm colete de până la {max}',
    eng: 'We accept parcels of up to {max}',
  },
  unknown_warehouse: {
    uk: 'Оберіть склад',
    ru: 'Выберите склад',
    en: 'Choose a warehouse',
    ro: 'Alegeți depozitul',
    eng: 'Choose a warehouse',
  },
};

export function priceListErrorMessage(error: PriceListError, locale: Locale, maxWeightKg?: number): string {
  return MESSAGES[error][locale].replace(
    '{max}',
    maxWeightKg === undefined ? '' : formatWeight(maxWeightKg, locale),
  );
}
