/** Interface languages. `uk` is the default and has no URL prefix; the others prefix the path. */
export const LOCALES = ['uk', 'ru', 'en', 'ro', 'eng'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uk';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl APIs and `<html lang>`; `eng` is the English interface for Romania. */
export const LOCALE_TAGS: Record<Locale, string> = {
  uk: 'uk-UA',
  ru: 'ru-UA',
  en: 'en',
  ro: 'ro-RO',
  eng: 'en-RO',
};
