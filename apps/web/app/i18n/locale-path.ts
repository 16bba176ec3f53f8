import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@posylka/domain';

/** Locales that put their code before the path; uk (default) has no prefix (SPEC §1, §2). */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** `/en/orders` -> en; `/orders` -> uk; `/de/orders` -> uk (the router 404s unknown pages). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** Puts `path` (unprefixed, starting with `/`) under the locale's prefix. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Same page and query in another language (language switcher, hreflang alternates). */
export function switchLocale(pathname: string, search: string, to: Locale): string {
  return localizePath(stripLocale(pathname), to) + search;
}

/**
 * Accepts only same-site paths for `?next=` so a crafted login link cannot send the user elsewhere.
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
