// The interface languages are defined with the texts that speak them (@posylka/texts); the domain
// names them from there, so the list and the tags exist once.
export { DEFAULT_LOCALE, isLocale, LOCALES, LOCALE_TAGS, type Locale } from '@posylka/texts';
