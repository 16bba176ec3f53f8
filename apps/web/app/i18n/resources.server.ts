import type { Locale } from '@posylka/domain';
import en from '../locales/en/index.js';
import eng from '../locales/eng/index.js';
import ro from '../locales/ro/index.js';
import ru from '../locales/ru/index.js';
import uk from '../locales/uk/index.js';
import type { LocaleResources } from './namespaces.js';

/**
 * All translations, imported only by loaders: the browser receives just the current locale's
 * texts in the root loader data instead of a bundle holding all five languages.
 */
export const RESOURCES: Record<Locale, LocaleResources> = { uk, ru, en, ro, eng };

export function resourcesFor(locale: Locale): LocaleResources {
  return RESOURCES[locale];
}
