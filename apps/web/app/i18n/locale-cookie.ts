import type { Locale } from '@posylka/domain';

/** The visitor's language choice, kept 1 year (SPEC §9 "cookies 1 year"). */
export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}

export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}
