import { stripLocale } from '../../i18n/locale-path.js';

/**
 * Form pages where the daily pop-ups (language, registration, new address) stay away: they covered
 * wizard fields and buttons, and the wizards ask for an address themselves. The cookie notice still
 * shows everywhere until it is answered.
 */
const QUIET_PAGES: readonly RegExp[] = [
  /^\/forwarding\/(declaration|edit)(\/|$)/,
  /^\/buyout\/(checkout|passport)(\/|$)/,
  /^\/profile\/addresses\/(new|update)(\/|$)/,
];

export function isQuietPage(pathname: string): boolean {
  const path = stripLocale(pathname);
  return QUIET_PAGES.some((page) => page.test(path));
}
