import type { AdminMe } from '@posylka/contract';
import type { ConsoleLocale } from '@posylka/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { TextsProvider } from '../../i18n/use-translation.js';
import { ApiProvider } from '../../api/api-settings.js';
import { createAdminI18n, type AdminResources } from './admin-i18n.js';

/** The console layout loader's answer: language, texts, and the operator (null: a customer, no access). */
export interface AdminShellData {
  locale: ConsoleLocale;
  resources: AdminResources;
  me: AdminMe | null;
}

const AdminContext = createContext<{ locale: ConsoleLocale; me: AdminMe | null } | null>(null);

/**
 * The console's own language: its texts, and an API client that sends that
 * language (the root's client sends the path's language, always uk under /admin), so server errors
 * come back in the console language too.
 */
export function AdminProviders({ data, children }: { data: AdminShellData; children: ReactNode }) {
  const i18n = useMemo(() => createAdminI18n(data.locale, data.resources), [data.locale, data.resources]);
  const value = useMemo(() => ({ locale: data.locale, me: data.me }), [data.locale, data.me]);
  return (
    <TextsProvider texts={i18n}>
      <AdminContext.Provider value={value}>
        <ApiProvider locale={data.locale}>{children}</ApiProvider>
      </AdminContext.Provider>
    </TextsProvider>
  );
}

function useAdminContext() {
  const value = useContext(AdminContext);
  if (!value) throw new Error('Console components render inside <AdminProviders>');
  return value;
}

export const useAdminLocale = (): ConsoleLocale => useAdminContext().locale;
export const useAdminMe = (): AdminMe | null => useAdminContext().me;
