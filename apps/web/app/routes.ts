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
  { id: 'forgot-password', path: 'forgot-password', file: 'routes/forgot-password.tsx' },
  { id: 'reset-password', path: 'reset-password', file: 'routes/reset-password.tsx' },
  { id: 'confirm-email-change', path: 'confirm-email-change', file: 'routes/confirm-email-change.tsx' },
  { id: 'orders', path: 'orders', file: 'routes/orders.tsx' },
  { id: 'profile', path: 'profile', file: 'routes/profile.tsx' },
  { id: 'profile-notifications', path: 'profile/notifications', file: 'routes/profile-notifications.tsx' },
  { id: 'profile-security', path: 'profile/security', file: 'routes/profile-security.tsx' },
  { id: 'addresses', path: 'profile/addresses', file: 'routes/profile-addresses.tsx' },
  { id: 'address-new', path: 'profile/addresses/new', file: 'routes/profile-addresses-new.tsx' },
  { id: 'address-edit', path: 'profile/addresses/update/:id', file: 'routes/profile-addresses-update.tsx' },
  { id: 'my-address', path: 'profile/addresses/my-address', file: 'routes/my-address.tsx' },
  { id: 'calculators', path: 'calculators', file: 'routes/calculators.tsx' },
  { id: 'tariffs', path: 'tariffs', file: 'routes/tariffs.tsx' },
  // SPEC §2 catalogue: optional category and buy-{country} segments, checked by the page's loader.
  { id: 'catalog', path: 'catalog/:first?/:second?', file: 'routes/catalog.tsx' },
  { id: 'catalog-shop', path: 'catalog/c/:slug', file: 'routes/catalog-shop.tsx' },
  { id: 'instructions', path: 'instructions', file: 'routes/instructions.tsx' },
  { id: 'landing-ca', path: 'landings/ca', file: 'routes/landing-ca.tsx' },
  { id: 'faq', path: 'faq', file: 'routes/faq.tsx' },
  { id: 'faq-article', path: 'faq/:articleId', file: 'routes/faq-article.tsx' },
  { id: 'forbidden-items', path: 'forbidden-items', file: 'routes/forbidden-items.tsx' },
  { id: 'notifications', path: 'notifications', file: 'routes/notifications.tsx' },
  { id: 'bonuses', path: 'profile/bonuses', file: 'routes/bonuses.tsx' },
  { id: 'forwarding-success', path: 'forwarding/:id/success', file: 'routes/forwarding-success.tsx' },
  { id: 'forwarding-create', path: 'forwarding/declaration', file: 'routes/forwarding-declaration.tsx' },
  {
    id: 'forwarding-declaration',
    path: 'forwarding/declaration/:id',
    file: 'routes/forwarding-declaration-redirect.tsx',
  },
  { id: 'forwarding-edit', path: 'forwarding/edit/:id', file: 'routes/forwarding-edit.tsx' },
  { id: 'forwarding-show', path: 'forwarding/show/:id', file: 'routes/forwarding-show.tsx' },
  { id: 'buyout-checkout', path: 'buyout/checkout', file: 'routes/buyout-checkout.tsx' },
  { id: 'buyout-payment-success', path: 'buyout/payment/success', file: 'routes/buyout-payment-success.tsx' },
  { id: 'buyout-payment-failure', path: 'buyout/payment/failure', file: 'routes/buyout-payment-failure.tsx' },
  { id: 'buyout-passport', path: 'buyout/passport', file: 'routes/buyout-passport.tsx' },
  { id: 'buyout-show', path: 'buyout/show/:id', file: 'routes/buyout-show.tsx' },
];

function mount(localeId: string) {
  return pages.map((p) =>
    p.path === null
      ? index(p.file, { id: `${localeId}.${p.id}` })
      : route(p.path, p.file, { id: `${localeId}.${p.id}` }),
  );
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
