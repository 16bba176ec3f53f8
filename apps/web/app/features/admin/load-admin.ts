import { isApiError, type ApiClient } from '@posylka/contract';
import type { ConsoleLocale } from '@posylka/domain';
import { data, redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import type { AdminShellData } from './admin-context.js';
import { adminLocaleFromCookies, type AdminResources } from './admin-i18n.js';
import { adminApi } from './admin-api.js';

/** The login page, coming back to this console page afterwards (the login form reads `next`). */
export function adminLoginPath(url: URL): string {
  return `/login?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The console layout: its language from the cookie, its texts, and who is signed in. A visitor goes
 * to the login page; a customer (403 from GET /admin/me) gets the "no access" page with status 403.
 */
export async function loadAdminShell(
  request: Request,
  context: AppLoadContext,
  // Passed in by the route: the texts module is server-only (.server.ts) and must stay out of the
  // browser's module graph, which this feature's index is part of.
  resources: Record<ConsoleLocale, AdminResources>,
) {
  const url = new URL(request.url);
  const locale = adminLocaleFromCookies(request.headers.get('cookie'));
  const shell = (me: AdminShellData['me']): AdminShellData => ({ locale, resources: resources[locale], me });
  try {
    return shell(await adminApi.me(serverApi(context, locale)));
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect(adminLoginPath(url));
    if (isApiError(error) && error.status === 403) return data(shell(null), { status: 403 });
    throw error;
  }
}

/**
 * A console page's data. The page loaders run next to the layout's, so each maps the same answers:
 * 401 to the login page, 403 and 404 to a thrown response the console's error boundary shows.
 */
export async function loadAdminPage<T>(
  request: Request,
  context: AppLoadContext,
  load: (api: ApiClient, locale: ConsoleLocale, url: URL) => Promise<T>,
): Promise<T> {
  const url = new URL(request.url);
  const locale = adminLocaleFromCookies(request.headers.get('cookie'));
  try {
    return await load(serverApi(context, locale), locale, url);
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect(adminLoginPath(url));
    if (isApiError(error) && (error.status === 403 || error.status === 404)) {
      throw data(error.errorDescription, { status: error.status });
    }
    throw error;
  }
}
