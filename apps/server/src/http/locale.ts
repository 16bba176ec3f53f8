import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import { LOCALE_HEADER } from '@posylka/contract';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

// The primary language subtags of Accept-Language that map onto our interface languages (en-GB and
// en-RO are English, uk-UA Ukrainian). `eng` (English for Romania) is never chosen from this header:
// it is a URL locale, chosen explicitly by the page (x-locale or ?locale=).
const LANGUAGE_TAGS: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ['uk', 'uk'],
  ['ru', 'ru'],
  ['en', 'en'],
  ['ro', 'ro'],
]);

/**
 * The visitor's most wanted language that is one of ours, from Accept-Language: negotiator ranks
 * the ranges (by q, equal q in the visitor's order, q=0 and `*` left out of the choice), and the
 * first whose primary subtag we speak wins. Negotiator is asked for the visitor's own ranking, not to
 * choose among our tags (`languages(['uk', ...])`): at equal q it puts an exact match before an
 * earlier prefix match, so "uk-UA,en" would give English to a Ukrainian browser.
 */
export function localeFromAcceptLanguage(headers: Negotiator.Headers): Locale | undefined {
  // Without the header negotiator answers `*` (any language): that is our default, decided below.
  if (!headers['accept-language']) return undefined;
  for (const range of new Negotiator({ headers }).languages()) {
    const locale = LANGUAGE_TAGS.get(range.toLowerCase().split('-')[0] ?? '');
    if (locale) return locale;
  }
  return undefined;
}

/** x-locale header, then ?locale=, then Accept-Language, default uk. */
export function resolveLocale(request: FastifyRequest): Locale {
  const header = request.headers[LOCALE_HEADER];
  if (isLocale(header)) return header;
  const query = request.query as Record<string, unknown> | undefined;
  if (query && isLocale(query.locale)) return query.locale;
  // Before the query is parsed (onRequest), read it from the raw URL.
  const fromUrl = new URL(request.url, 'http://local').searchParams.get('locale');
  if (isLocale(fromUrl)) return fromUrl;
  return localeFromAcceptLanguage(request.headers) ?? DEFAULT_LOCALE;
}
