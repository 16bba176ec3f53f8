import type { MeResponse } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { ApiProvider } from '../api/api-provider.js';
import { ToastProvider } from '../components/toasts/toast-context.js';
import { ToastRegion } from '../components/toasts/toast-region.js';
import { RESOURCES } from '../i18n/resources.server.js';
import type { RootData } from '../root-data.js';
import { renderWithI18n } from './render.js';

/**
 * Renders `Page` at `path` inside the app's providers and a root route with the given user, the
 * way root.tsx does, so pages can be tested with real translations, toasts and the API client.
 */
export function renderPage(
  Page: ComponentType,
  options: {
    path: string;
    pattern?: string;
    locale?: Locale;
    /** The signed-in user; a function is read on every load (a test signs in, then revalidates). */
    user?: MeResponse | null | (() => MeResponse | null);
    extra?: Array<{ path: string; Component: ComponentType }>;
  },
) {
  const locale = options.locale ?? 'uk';
  const data: RootData = {
    locale,
    origin: 'http://localhost',
    resources: RESOURCES[locale],
    user: null,
    devTools: true,
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        ...data,
        user: (typeof options.user === 'function' ? options.user() : options.user) ?? null,
      }),
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ApiProvider locale={locale}>
              <Outlet />
              <ToastRegion />
            </ApiProvider>
          </ToastProvider>
        </QueryClientProvider>
      ),
      children: [
        { path: options.pattern ?? options.path.split('?')[0]!.slice(1), Component: Page },
        ...(options.extra ?? []).map((r) => ({ path: r.path, Component: r.Component })),
      ],
    },
  ]);
  return renderWithI18n(<Stub initialEntries={[options.path]} />, locale);
}
