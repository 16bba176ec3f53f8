import { preferenceCookie, readCookie } from '@posylka/contract';
import { ONE_YEAR_COOKIE_SECONDS } from '@posylka/domain';

/** SPEC §4: "Cabinet alert and discount hiding is stored in a cookie for 1 year (alertsCookie, discountsCookie)". */
export const HIDE_COOKIES = { notifications: 'alertsCookie', discounts: 'discountsCookie' } as const;
export type HideKind = keyof typeof HIDE_COOKIES;
export const HIDE_COOKIE_MAX_AGE_S = ONE_YEAR_COOKIE_SECONDS;

export function isHidden(kind: HideKind, cookies: string): boolean {
  return readCookie(cookies, HIDE_COOKIES[kind]) === '1';
}

/** Readable by the page (not httpOnly): it is a display preference, nothing secret. */
export function setHidden(kind: HideKind, hidden: boolean): void {
  const name = HIDE_COOKIES[kind];
  document.cookie = hidden
    ? preferenceCookie(name, '1', { maxAge: HIDE_COOKIE_MAX_AGE_S })
    : preferenceCookie(name, '', { maxAge: 0 });
}
