// The language of the server-rendered pages the customer passes through outside the web app (the
// sandbox payment and Diia pages): links into them and out of them keep the language of the page
// that sent the customer there.
import { LOCALE_HEADER } from '@posylka/contract';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import type { FastifyRequest } from 'fastify';

/**
 * `<html lang>`: the language subtag. `eng` is English (for Romania), so `en`; the region of the
 * web app's tags (uk-UA, ru-UA) tells a screen reader nothing about pronunciation.
 */
export function htmlLang(locale: Locale): string {
  return locale === 'eng' ? 'en' : locale;
}

/**
 * `url` opened in `locale`: `?locale=ru` (read by resolveLocale) so a link followed in another tab,
 * on a phone or by a form post keeps the language. Ukrainian is the default and adds nothing, so
 * uk links stay exactly as they were.
 */
export function withPageLocale(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}locale=${encodeURIComponent(locale)}${hash}`;
}

/** A web app path (starting with `/`) under the locale's prefix: `/ru/buyout/show/1`; uk has none. */
export function webPagePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language of a page reached by one of our own links (withPageLocale): the explicit choice
 * (x-locale, ?locale=), else Ukrainian. Unlike request.locale, the browser's Accept-Language is not
 * consulted: a link without `?locale=` was made on a Ukrainian page (uk has no parameter, as it has
 * no URL prefix), and a customer on the Ukrainian site with an English phone or browser must still
 * get the Ukrainian sandbox page and be sent back to the Ukrainian site.
 */
export function linkedPageLocale(request: FastifyRequest): Locale {
  const header = request.headers[LOCALE_HEADER];
  if (isLocale(header)) return header;
  const query = request.query as Record<string, unknown> | undefined;
  if (query && isLocale(query.locale)) return query.locale;
  return DEFAULT_LOCALE;
}
