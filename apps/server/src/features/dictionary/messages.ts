// Texts of the dictionary feature in every interface language, Ukrainian first.
import type { Locale, LocalizedText } from '@posylka/domain';

export const DICTIONARY_MESSAGES = {
  unknownCity: {
    uk: 'Такого міста немає в довіднику Нової пошти. Оберіть місто зі списку ще раз.',
    ru: 'Такого города нет в справочнике Новой почты. Выберите город из списка ещё раз.',
    en: 'This city is not in the Nova Poshta directory. Please choose the city from the list again.',
    ro: 'Acest oraș nu este în nomenclatorul Nova Poshta. Alegeți din nou orașul din listă.',
    eng: 'This city is not in the Nova Poshta directory. Please choose the city from the list again.',
  },
  /** Added after the area name in a city's full name: "Львів, Львівська обл.". */
  areaSuffix: { uk: 'обл.', ru: 'обл.', en: 'обл.', ro: 'обл.', eng: 'обл.' },
} as const satisfies Record<string, LocalizedText>;

export function dictionaryMessage(locale: Locale, key: keyof typeof DICTIONARY_MESSAGES): string {
  return DICTIONARY_MESSAGES[key][locale];
}
