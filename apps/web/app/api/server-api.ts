import { createApiClient, type ApiClient } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import type { AppLoadContext } from 'react-router';
import './load-context.js';

/**
 * The typed client for loaders: requests go through the server's in-process `context.api`, which
 * already carries the visitor's cookies, so loaders see the same session as the browser.
 */
export function serverApi(context: AppLoadContext, locale: Locale): ApiClient {
  return createApiClient({
    fetch: (path, init) => {
      // `react-router dev` or a test without the server host has no api: fail like a network error.
      if (typeof context?.api !== 'function') return Promise.reject(new Error('No API in load context'));
      return context.api(path, init);
    },
    getLocale: () => locale,
    // Server-side reads only: nothing here writes, so no CSRF cookie is needed.
    auth: { kind: 'cookie', getCookies: () => '' },
  });
}
