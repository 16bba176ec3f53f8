import type { Namespace } from '@posylka/texts';

/** A page of the site, mounted once per language by routes.ts. */
export interface Page {
  id: string;
  /** Without the language prefix; null for home. */
  path: string | null;
  file: string;
  /**
   * The namespaces of texts the page reads beyond the site's shell (SHELL_NAMESPACES): the root
   * sends only these with the page (i18n/page-namespaces.ts). page-namespaces.test.ts walks each
   * page's imports and fails when this list and what the page reads differ.
   */
  texts: readonly Namespace[];
  /**
   * The page reads the API through TanStack Query: routes.ts mounts it under the query layout,
   * which loads the library (routes/query-layout.tsx). query-layout.test.ts keeps this true.
   */
  queries?: true;
}

/**
 * Every page once, with the texts it reads. routes.ts mounts the list unprefixed (uk) and under each
 * locale prefix (SPEC §2), so a page added here exists in all five languages.
 */
export const PAGES: readonly Page[] = [
  { id: 'home', path: null, file: 'routes/home.tsx', texts: ['home', 'calculators', 'content'] },
  { id: 'register', path: 'register', file: 'routes/register.tsx', texts: ['auth'], queries: true },
  { id: 'login', path: 'login', file: 'routes/login.tsx', texts: ['auth'], queries: true },
  {
    id: 'verify-email',
    path: 'verify-email',
    file: 'routes/verify-email.tsx',
    texts: ['auth'],
    queries: true,
  },
  {
    id: 'forgot-password',
    path: 'forgot-password',
    file: 'routes/forgot-password.tsx',
    texts: ['auth'],
    queries: true,
  },
  {
    id: 'reset-password',
    path: 'reset-password',
    file: 'routes/reset-password.tsx',
    texts: ['auth'],
    queries: true,
  },
  {
    id: 'confirm-email-change',
    path: 'confirm-email-change',
    file: 'routes/confirm-email-change.tsx',
    texts: ['auth'],
    queries: true,
  },
  {
    id: 'orders',
    path: 'orders',
    file: 'routes/orders.tsx',
    texts: ['orders', 'phone', 'widgets', 'buyoutShow'],
    queries: true,
  },
  {
    id: 'profile',
    path: 'profile',
    file: 'routes/profile.tsx',
    texts: ['profile', 'notificationSettings', 'phone', 'auth'],
    queries: true,
  },
  {
    id: 'profile-notifications',
    path: 'profile/notifications',
    file: 'routes/profile-notifications.tsx',
    texts: ['notificationSettings'],
  },
  {
    id: 'profile-security',
    path: 'profile/security',
    file: 'routes/profile-security.tsx',
    texts: ['auth'],
    queries: true,
  },
  { id: 'addresses', path: 'profile/addresses', file: 'routes/profile-addresses.tsx', texts: ['phone'] },
  {
    id: 'address-new',
    path: 'profile/addresses/new',
    file: 'routes/profile-addresses-new.tsx',
    texts: ['phone'],
  },
  {
    id: 'address-edit',
    path: 'profile/addresses/update/:id',
    file: 'routes/profile-addresses-update.tsx',
    texts: ['phone'],
  },
  {
    id: 'my-address',
    path: 'profile/addresses/my-address',
    file: 'routes/my-address.tsx',
    texts: [],
    queries: true,
  },
  { id: 'calculators', path: 'calculators', file: 'routes/calculators.tsx', texts: ['calculators'] },
  { id: 'tariffs', path: 'tariffs', file: 'routes/tariffs.tsx', texts: ['tariffs', 'calculators'] },
  // SPEC §2 catalogue: optional category and buy-{country} segments, checked by the page's loader.
  {
    id: 'catalog',
    path: 'catalog/:first?/:second?',
    file: 'routes/catalog.tsx',
    texts: ['catalog'],
    queries: true,
  },
  {
    id: 'catalog-shop',
    path: 'catalog/c/:slug',
    file: 'routes/catalog-shop.tsx',
    texts: ['catalog'],
    queries: true,
  },
  { id: 'instructions', path: 'instructions', file: 'routes/instructions.tsx', texts: ['content', 'home'] },
  { id: 'landing-ca', path: 'landings/ca', file: 'routes/landing-ca.tsx', texts: ['calculators'] },
  { id: 'faq', path: 'faq', file: 'routes/faq.tsx', texts: [] },
  { id: 'faq-article', path: 'faq/:articleId', file: 'routes/faq-article.tsx', texts: [] },
  { id: 'forbidden-items', path: 'forbidden-items', file: 'routes/forbidden-items.tsx', texts: [] },
  { id: 'notifications', path: 'notifications', file: 'routes/notifications.tsx', texts: ['content'] },
  { id: 'bonuses', path: 'profile/bonuses', file: 'routes/bonuses.tsx', texts: ['widgets'], queries: true },
  {
    id: 'forwarding-success',
    path: 'forwarding/:id/success',
    file: 'routes/forwarding-success.tsx',
    texts: ['forwardingSuccess', 'phone', 'identityDocument'],
    queries: true,
  },
  {
    id: 'forwarding-create',
    path: 'forwarding/declaration',
    file: 'routes/forwarding-declaration.tsx',
    texts: ['forwarding', 'phone', 'identityDocument', 'forwardingDocuments'],
    queries: true,
  },
  {
    id: 'forwarding-declaration',
    path: 'forwarding/declaration/:id',
    file: 'routes/forwarding-declaration-redirect.tsx',
    texts: [],
  },
  {
    id: 'forwarding-edit',
    path: 'forwarding/edit/:id',
    file: 'routes/forwarding-edit.tsx',
    texts: ['forwarding', 'phone', 'identityDocument', 'forwardingDocuments'],
    queries: true,
  },
  {
    id: 'forwarding-show',
    path: 'forwarding/show/:id',
    file: 'routes/forwarding-show.tsx',
    texts: ['forwardingShow', 'phone', 'orders', 'identityDocument', 'forwardingDocuments', 'buyoutShow'],
    queries: true,
  },
  {
    id: 'buyout-checkout',
    path: 'buyout/checkout',
    file: 'routes/buyout-checkout.tsx',
    texts: ['buyoutCheckout', 'phone', 'identityDocument'],
    queries: true,
  },
  {
    id: 'buyout-payment-success',
    path: 'buyout/payment/success',
    file: 'routes/buyout-payment-success.tsx',
    texts: ['buyoutPayment', 'phone', 'identityDocument'],
    queries: true,
  },
  {
    id: 'buyout-payment-failure',
    path: 'buyout/payment/failure',
    file: 'routes/buyout-payment-failure.tsx',
    texts: ['buyoutPayment', 'phone', 'identityDocument'],
    queries: true,
  },
  {
    id: 'buyout-passport',
    path: 'buyout/passport',
    file: 'routes/buyout-passport.tsx',
    texts: ['buyoutPassport', 'phone', 'identityDocument'],
    queries: true,
  },
  {
    id: 'buyout-show',
    path: 'buyout/show/:id',
    file: 'routes/buyout-show.tsx',
    texts: ['buyoutShow', 'phone', 'identityDocument'],
    queries: true,
  },
];
