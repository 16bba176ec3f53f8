import { createApiClient, type ApiClient } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useToasts } from '../components/toasts/toast-context.js';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The browser client: cookie session with the CSRF double submit, the page language in x-locale,
 * and SPEC §8 toasts: a failed call clears the toasts and shows its errorDescription, except 422
 * (shown per field) and calls marked noErrorToast.
 */
export function ApiProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const toasts = useToasts();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const toastsRef = useRef(toasts);
  toastsRef.current = toasts;

  const client = useMemo(
    () =>
      createApiClient({
        getLocale: () => localeRef.current,
        auth: { kind: 'cookie' },
        onError: (error, { noErrorToast }) => {
          if (error.status === 422 || noErrorToast) return;
          toastsRef.current.clear();
          toastsRef.current.show({ kind: 'error', text: error.errorDescription });
        },
      }),
    [],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
