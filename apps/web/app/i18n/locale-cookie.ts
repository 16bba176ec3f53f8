import { preferenceCookie } from '@posylka/contract';
import type { Locale } from '@posylka/domain';

/** The visitor's language choice, kept 1 year (SPEC §9 "cookies 1 year"). */
export const LOCALE_COOKIE = 'locale';

export function localeCookie(locale: Locale): string {
  return preferenceCookie(LOCALE_COOKIE, locale);
}

export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}
