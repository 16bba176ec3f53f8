import type { Locale } from '../i18n/locales.js';

/**
 * SPEC §2 language banner: the site language the browser prefers, from navigator.languages in
 * order; English in Romania (en-RO) is the `eng` interface. null when none of them is ours.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const [language, region] = tag.toLowerCase().split('-');
    if (language === 'uk' || language === 'ru' || language === 'ro') return language;
    if (language === 'en') return region === 'ro' ? 'eng' : 'en';
  }
  return null;
}

/** The locale the language banner offers, or null when the page already is in it (or none fits). */
export function languageBannerOffer(languages: readonly string[], pageLocale: Locale): Locale | null {
  const preferred = preferredLocale(languages);
  return preferred && preferred !== pageLocale ? preferred : null;
}
