import { preferenceCookie, readCookie } from '@posylka/contract';
import { CONSOLE_LOCALES, type ConsoleLocale } from '@posylka/domain';
import { createTexts, type TextKey, type Texts } from '@posylka/texts';
import { useMemo } from 'react';
import { useTexts } from '../../i18n/use-translation.js';
import type ukAdmin from '@posylka/texts/locales/uk/admin';

/** The console's language choice (uk or en), kept apart from the site's `locale` cookie. */
export const ADMIN_LOCALE_COOKIE = 'admin_locale';

/** What the layout loader hands to the console: its own namespace and the shared `common` one. */
export interface AdminResources {
  admin: Record<string, unknown>;
  common: Record<string, unknown>;
}

/**
 * The console language from the request's cookies: the console's own choice first; without one,
 * the site language when it is Ukrainian, English for every other site language (the console is
 * uk + en only, issue 5), Ukrainian when nothing was chosen.
 */
export function adminLocaleFromCookies(header: string | null): ConsoleLocale {
  const own = readCookie(header, ADMIN_LOCALE_COOKIE);
  if ((CONSOLE_LOCALES as readonly string[]).includes(own ?? '')) return own as ConsoleLocale;
  const site = readCookie(header, 'locale');
  return site === undefined || site === 'uk' ? 'uk' : 'en';
}

export function adminLocaleCookie(locale: ConsoleLocale): string {
  return preferenceCookie(ADMIN_LOCALE_COOKIE, locale);
}

/** Fresh texts per render tree (per SSR request), over the same text tree as the site's. */
export function createAdminI18n(locale: ConsoleLocale, resources: AdminResources): Texts {
  return createTexts(locale, resources, { defaultNS: 'admin' });
}

/** Every text key of the console, checked against the Ukrainian source. */
export type AdminKey = TextKey<typeof ukAdmin>;
export type AdminT = (key: AdminKey, values?: Record<string, string | number>) => string;

/**
 * The console's typed `t`. The site's typed keys (use-translation.ts) do not include the console
 * namespace, which is deliberately not part of the public resources, so this reads it by name.
 */
export function useAdminT(): AdminT {
  const texts = useTexts();
  // The console makes new texts when its language changes, so they are the memo key.
  return useMemo(() => adminT(texts), [texts]);
}

/** The console's `t` of an instance made by createAdminI18n (also for code outside React). */
export function adminT(texts: Texts): AdminT {
  return (key, values) => texts.t(key, { ...values, ns: 'admin' });
}

/** Remembers the console language for the next requests (the layout loader reads it). */
export function rememberAdminLocale(locale: ConsoleLocale): void {
  document.cookie = adminLocaleCookie(locale);
}
