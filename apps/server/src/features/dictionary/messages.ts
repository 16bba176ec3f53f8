// Texts of the dictionary feature: the text tree's `server` namespace, `dictionary.*`
// (@posylka/texts locales/<lng>/server/dictionary.ts).
import type { Locale } from '@posylka/domain';
import { serverText, type SERVER_TEXTS } from '../../http/server-texts.js';

/** `areaSuffix` is added after the area name in a city's full name: "Львів, Львівська обл.". */
export type DictionaryMessage = keyof (typeof SERVER_TEXTS)['uk']['dictionary'];

export function dictionaryMessage(locale: Locale, key: DictionaryMessage): string {
  return serverText(locale, `dictionary.${key}`);
}
