import { NAMESPACES, type Namespace } from '@posylka/texts';
import { stripLocale } from './locale-path.js';

/**
 * The texts only the customer's cabinet reads: the wizards, the order pages, the profile. About 60%
 * of a language's texts (47 of 78 KB); a public page (home, catalogue, tariffs, login...) does not
 * carry them in its HTML. page-namespaces.test.ts walks every public page's imports and fails if
 * one of them reads a namespace listed here.
 */
export const CABINET_NAMESPACES = [
  'orders',
  'forwarding',
  'forwardingShow',
  'forwardingDocuments',
  'forwardingSuccess',
  'buyoutShow',
  'buyoutCheckout',
  'buyoutPayment',
  'buyoutPassport',
  'identityDocument',
  'notificationSettings',
  'profile',
] as const satisfies readonly Namespace[];

/** The cabinet's paths (without the language prefix): they get every namespace. */
const CABINET_PATH = /^\/(?:orders|profile|forwarding|buyout|notifications|admin)(?:\/|$)/;

const CABINET = new Set<Namespace>(CABINET_NAMESPACES);
const PUBLIC_NAMESPACES: readonly Namespace[] = NAMESPACES.filter((ns) => !CABINET.has(ns));

export function isCabinetPath(pathname: string): boolean {
  return CABINET_PATH.test(stripLocale(pathname));
}

/** The namespaces the root loader sends with a page at `pathname`. */
export function namespacesFor(pathname: string): readonly Namespace[] {
  return isCabinetPath(pathname) ? NAMESPACES : PUBLIC_NAMESPACES;
}

/**
 * Whether moving from `current` to `next` in the browser needs the root loader again: from a public
 * page into the cabinet the page's texts are not there yet. The other way the texts are a superset.
 */
export function needsMoreTexts(current: string, next: string): boolean {
  return !isCabinetPath(current) && isCabinetPath(next);
}
