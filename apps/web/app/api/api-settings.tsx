import type { ApiClientOptions } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useToasts } from '../components/toasts/toast-context.js';

const ApiSettingsContext = createContext<ApiClientOptions | null>(null);

/**
 * How the browser calls the API: cookie session with the CSRF double submit, the page language in
 * x-locale, and SPEC §8 toasts: a failed call clears the toasts and shows its errorDescription, except
 * 422 (shown per field) and calls marked noErrorToast. Only the settings live here: the client and its
 * table of every endpoint (api-provider.tsx) load with the first component that calls the API, so a
 * page without one (home) does not carry them.
 */
export function ApiProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const toasts = useToasts();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const toastsRef = useRef(toasts);
  toastsRef.current = toasts;

  const settings = useMemo<ApiClientOptions>(
    () => ({
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
  return <ApiSettingsContext.Provider value={settings}>{children}</ApiSettingsContext.Provider>;
}

export function useApiSettings(): ApiClientOptions {
  const settings = useContext(ApiSettingsContext);
  if (!settings) throw new Error('useApi must be used inside <ApiProvider>');
  return settings;
}
