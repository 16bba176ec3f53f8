// SPEC §2: "Pagination is hidden for locale en and when there is one page. The visible page window
// is 5 pages."
import type { Locale } from '../i18n/locales.js';

export const PAGINATION_WINDOW = 5;

/** Number of pages for a total (at least 1, so an empty result is "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The English interface lists the whole catalogue without pages, and one page needs no control. */
export function isPaginationShown(locale: Locale, pages: number): boolean {
  return locale !== 'en' && pages > 1;
}

/**
 * Up to `size` consecutive page numbers around the current one, kept inside 1..pages: centred while
 * possible, pinned to the first or last pages near the ends.
 */
export function paginationWindow(current: number, pages: number, size = PAGINATION_WINDOW): number[] {
  const count = Math.min(size, Math.max(pages, 0));
  if (count === 0) return [];
  const page = Math.min(Math.max(current, 1), pages);
  const start = Math.min(Math.max(page - Math.floor(count / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
