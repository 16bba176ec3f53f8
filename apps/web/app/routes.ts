import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { PREFIXED_LOCALES } from './i18n/locale-path.js';
import { PAGES, type Page } from './pages.js';

/**
 * The pages (pages.ts) under one language; route ids carry the locale to stay unique. The pages that
 * read through TanStack Query sit under a layout without a path that provides it.
 */
function mount(localeId: string) {
  const mountPage = (p: Page) =>
    p.path === null
      ? index(p.file, { id: `${localeId}.${p.id}` })
      : route(p.path, p.file, { id: `${localeId}.${p.id}` });
  return [
    ...PAGES.filter((p) => !p.queries).map(mountPage),
    layout(
      'routes/query-layout.tsx',
      { id: `${localeId}.queries` },
      PAGES.filter((p) => p.queries).map(mountPage),
    ),
  ];
}

export default [
  // Resource routes for crawlers, outside the page layout and the locale prefixes.
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots' }),
  // The operator console (issue 5): its own layout (uk/en by cookie), outside the site layout and
  // the locale prefixes.
  layout('routes/admin-layout.tsx', { id: 'admin' }, [
    ...prefix('admin', [
      index('routes/admin-dashboard.tsx', { id: 'admin-dashboard' }),
      route('receive', 'routes/admin-receive.tsx', { id: 'admin-receive' }),
      route('parcels', 'routes/admin-parcels.tsx', { id: 'admin-parcels' }),
      route('parcels/:id', 'routes/admin-parcel.tsx', { id: 'admin-parcel' }),
      route('dispatch', 'routes/admin-dispatch.tsx', { id: 'admin-dispatch' }),
      route('buyouts', 'routes/admin-buyouts.tsx', { id: 'admin-buyouts' }),
      route('buyouts/:id', 'routes/admin-buyout.tsx', { id: 'admin-buyout' }),
      route('payments', 'routes/admin-payments.tsx', { id: 'admin-payments' }),
      route('notifications', 'routes/admin-notifications.tsx', { id: 'admin-notifications' }),
      route('audit', 'routes/admin-audit.tsx', { id: 'admin-audit' }),
    ]),
  ]),
  layout('routes/site-layout.tsx', { id: 'site' }, [
    ...mount('uk'),
    ...PREFIXED_LOCALES.flatMap((locale) => prefix(locale, mount(locale))),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
