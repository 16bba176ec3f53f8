import { isApiError, type ApiClient } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath } from '../../i18n/locale-path.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

/**
 * Runs a page loader for a signed-in customer (like /orders): a visitor goes to the login page and
 * comes back afterwards; a missing address (404, someone else's) becomes the 404 page.
 */
export async function loadSignedIn<T>(
  request: Request,
  context: AppLoadContext,
  load: (api: ApiClient, locale: Locale) => Promise<T>,
): Promise<T> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  try {
    return await load(serverApi(context, locale), locale);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    if (isApiError(error) && error.status === 404) {
      throw new Response(error.errorDescription, { status: 404 });
    }
    throw error;
  }
}
