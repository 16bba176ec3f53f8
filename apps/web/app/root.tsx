// First: before any schema parses in the browser (see the file).
import './zod-jitless.js';
import { hasConsent } from '@posylka/contract';
import { LOCALE_TAGS } from '@posylka/domain';
import { useMemo, type ReactNode } from 'react';
import { TextsProvider, useTranslation } from './i18n/use-translation.js';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { ApiProvider } from './api/api-settings.js';
import { QueryHolderProvider } from './api/query-holder.js';
import { loadUser } from './api/load-user.js';
import { SubmitGuardScript, useMarkHydrated } from './components/hydration/submit-guard.js';
import { HeadLinks } from './components/layout/head-links.js';
import { useNonce } from './components/layout/nonce.js';
import { ToastProvider } from './components/toasts/toast-context.js';
import { ToastRegion } from './components/toasts/toast-region.js';
import { createTexts } from '@posylka/texts';
import { localeFromPath } from './i18n/locale-path.js';
import { namespacesFor } from './i18n/page-namespaces.js';
import { resourcesFor } from './i18n/resources.server.js';
import { useRootData, type RootData } from './root-data.js';
// The whole site's stylesheet, its order written out (styles/site.css).
import './styles/site.css';

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  return {
    locale,
    origin: url.origin,
    resources: resourcesFor(locale, namespacesFor(url.pathname)),
    user: await loadUser(context, locale),
    devTools: process.env.NODE_ENV !== 'production',
    cookieConsent: hasConsent(request.headers.get('cookie') ?? ''),
  };
}

/**
 * Each page carries only the texts it reads (i18n/page-namespaces.ts), so a move to another page
 * needs the root's data again. React Router reloads it on every move today (single fetch); this
 * keeps it so if the default or another route's rule ever says otherwise.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231f5fd6'/%3E%3Cpath d='M9 12l7-4 7 4v8l-7 4-7-4z' fill='none' stroke='%23ffc72c' stroke-width='2.5' stroke-linejoin='round'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPath(pathname);
  const nonce = useNonce();
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5fd6" />
        <SubmitGuardScript />
        <Meta />
        {data && <HeadLinks origin={data.origin} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Providers for every page; the texts are made per render tree, so per SSR request. */
function Providers({ data, children }: { data: RootData; children: ReactNode }) {
  const i18n = useMemo(() => createTexts(data.locale, data.resources), [data.locale, data.resources]);
  return (
    <TextsProvider texts={i18n}>
      <QueryHolderProvider>
        <ToastProvider>
          <ApiProvider locale={data.locale}>
            {children}
            <ToastRegion />
          </ApiProvider>
        </ToastProvider>
      </QueryHolderProvider>
    </TextsProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useMarkHydrated();
  return (
    <Providers data={loaderData}>
      <Outlet />
    </Providers>
  );
}

function ErrorContent({ status }: { status: number | null }) {
  const { t } = useTranslation('errors');
  const notFound = status === 404;
  return (
    <main className="container error-page">
      <h1>{notFound ? t('notFound.title') : t('unexpected.title')}</h1>
      <p>{notFound ? t('notFound.text') : t('unexpected.text')}</p>
      <a href="/">{t('notFound.home')}</a>
    </main>
  );
}

/** Last resort when a loader or render throws; page-level 404s render inside the site layout instead. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useMarkHydrated();
  const data = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (!data) {
    return (
      <main className="container error-page">
        <h1>Posylka</h1>
        <p>{status === 404 ? '404' : 'Error'}</p>
      </main>
    );
  }
  return (
    <Providers data={data}>
      <ErrorContent status={status} />
    </Providers>
  );
}
