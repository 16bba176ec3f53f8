import { TEXTS } from '@posylka/texts/resources';
import type { Locale, LocaleResources } from '@posylka/texts';

/**
 * All translations (the text tree, @posylka/texts), read only by loaders and tests: `.server` keeps
 * them out of the browser bundle, which receives just the current locale's texts in the root loader
 * data instead of all five languages.
 */
export const RESOURCES: Record<Locale, LocaleResources> = TEXTS;

export function resourcesFor(locale: Locale): LocaleResources {
  return RESOURCES[locale];
}
