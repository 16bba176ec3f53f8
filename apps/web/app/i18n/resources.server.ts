import { TEXTS } from '@posylka/texts/resources';
import type { Locale, LocaleResources, Namespace } from '@posylka/texts';

/**
 * All translations (the text tree, @posylka/texts), read only by loaders and tests: `.server` keeps
 * them out of the browser bundle, which receives just the current locale's texts in the root loader
 * data instead of all five languages.
 */
export const RESOURCES: Record<Locale, LocaleResources> = TEXTS;

/** A language's texts, all of them or only the namespaces given (page-namespaces.ts). */
export function resourcesFor(locale: Locale, namespaces?: readonly Namespace[]): Partial<LocaleResources> {
  const all = RESOURCES[locale];
  if (!namespaces) return all;
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Partial<LocaleResources>;
}
