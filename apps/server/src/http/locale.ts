import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import { LOCALE_HEADER } from '@posylka/contract';
import type { FastifyRequest } from 'fastify';

// Accept-Language tags that map onto our interface languages. `eng` is never sent by browsers:
// it is chosen explicitly by the page (header or ?locale=).
const LANGUAGE_TAGS: Record<string, Locale> = { uk: 'uk', ru: 'ru', en: 'en', ro: 'ro' };

function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = LANGUAGE_TAGS[tag.split('-')[0] ?? ''];
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
  const accept = request.headers['accept-language'];
  return fromAcceptLanguage(Array.isArray(accept) ? accept[0] : accept) ?? DEFAULT_LOCALE;
}
