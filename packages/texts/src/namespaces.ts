import type uk from './locales/uk/index.js';

/** Ukrainian is the source of truth for keys; other locales are checked against it in a test. */
export type Resources = typeof uk;
export type Namespace = keyof Resources;
export const NAMESPACES: readonly Namespace[] = [
  'common',
  'layout',
  'home',
  'auth',
  'orders',
  'errors',
  'myAddress',
  'banners',
  'content',
  'calculators',
  'addresses',
  'catalog',
  'pages',
  'phone',
  'widgets',
  'forwardingDocuments',
  'forwardingSuccess',
  'forwarding',
  'buyoutPayment',
  'buyoutPassport',
  'identityDocument',
  'buyoutCheckout',
  'buyoutShow',
  'forwardingShow',
  'profile',
  'notificationSettings',
  'tariffs',
];
/** Shape every locale must have; the exact keys are compared by locales.test.ts. */
export type LocaleResources = Record<Namespace, Record<string, unknown>>;
