import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { PREFIXED_LOCALES } from './i18n/locale-path.js';

/**
 * Every page once; the list is mounted unprefixed (uk) and under each locale prefix (SPEC §2), so a
 * page added here exists in all five languages. Route ids carry the locale to stay unique.
 */
const pages: ReadonlyArray<{ id: string; path: string | null; file: string }> = [
  { id: 'home', path: null, file: 'routes/home.tsx' },
  { id: 'register', path: 'register', file: 'routes/register.tsx' },
  { id: 'login', path: 'login', file: 'routes/login.tsx' },
  { id: 'verify-email', path: 'verify-email', file: 'routes/verify-email.tsx' },
  { id: 'orders', path: 'orders', file: 'routes/orders.tsx' },
];

function mount(localeId: string) {
  return pages.map((p) =>
    p.path === null
      ? index(p.file, { id: `${localeId}.${p.id}` })
      : route(p.path, p.file, { id: `${localeId}.${p.id}` }),
  );
}

export default [
  layout('routes/site-layout.tsx', { id: 'site' }, [
    ...mount('uk'),
    ...PREFIXED_LOCALES.flatMap((locale) => prefix(locale, mount(locale))),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
