import type { Locale } from '@posylka/domain';
import { redirect } from 'react-router';
import { localizePath } from '../i18n/locale-path.js';

/**
 * What a page that needs a session answers a visitor: the login page in the page's language, which
 * comes back to `url` afterwards.
 *
 * A crawler has no session, so this answer is all it ever sees of such a page; it says `noindex`.
 * That keeps the private addresses out of search results, which robots.txt could not: a URL closed
 * there can still be listed, as a bare link, because the crawler never reads the answer that would
 * say no. The page itself, seen only with a session, needs no robots tag of its own.
 */
export function signInRedirect(url: URL, locale: Locale): Response {
  const next = encodeURIComponent(url.pathname + url.search);
  return redirect(`${localizePath('/login', locale)}?next=${next}`, {
    headers: { 'X-Robots-Tag': 'noindex' },
  });
}
