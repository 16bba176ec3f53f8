import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS } from '@posylka/domain';
import { localizePath } from '../../i18n/locale-path.js';

/**
 * Pages search engines should index (unprefixed paths; each exists in all five languages). Cabinet
 * pages (orders, profile) and the API stay out, and robots.txt closes them.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/catalog',
  '/calculators',
  '/tariffs',
  '/instructions',
  '/landings/ca',
  '/faq',
  '/forbidden-items',
  '/notifications',
  '/register',
  '/login',
];

/**
 * Everything the sitemap lists: the fixed public pages, each FAQ article and each catalogue shop's
 * detail page (slugs come from the API, so a new shop is listed without a release).
 */
export function sitemapPaths(articleIds: readonly string[], shopSlugs: readonly string[]): string[] {
  return [
    ...PUBLIC_PAGES,
    ...articleIds.map((id) => `/faq/${encodeURIComponent(id)}`),
    ...shopSlugs.map((slug) => `/catalog/c/${encodeURIComponent(slug)}`),
  ];
}

/**
 * Closed to crawlers: the API and the development tools, which are no pages. The cabinet stays open:
 * a crawler asking for it gets the login redirect marked noindex (api/sign-in-redirect.ts), which
 * keeps its addresses out of search results; closed here, they could still be listed as bare links.
 */
export const PRIVATE_PREFIXES: readonly string[] = ['/api', '/dev'];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every public page in every language, each listing its alternates (hreflang). */
export function buildSitemap(origin: string, paths: readonly string[] = PUBLIC_PAGES): string {
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[alt]}" href="${escapeXml(origin + localizePath(path, alt))}"/>`,
      );
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath(path, DEFAULT_LOCALE))}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${escapeXml(origin + localizePath(path, locale))}</loc>`,
        ...alternates,
        `  </url>`,
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything open except the private prefixes; points at the sitemap. */
export function buildRobots(origin: string): string {
  // The API and the dev tools have no locale prefix.
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
