// Cookie strings of the web app, read and written with the `cookie` package (decision 020): the
// server reads its own through @fastify/cookie (`request.cookies`), the pages and the browser client
// through these. The names, values and lifetimes are business facts and live in the domain.
import { COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE, ONE_YEAR_COOKIE_SECONDS } from '@posylka/domain';
import { parse, serialize } from 'cookie';

/**
 * Reads one cookie from a `Cookie`-style string (document.cookie in the browser, the `Cookie` header
 * of a page request). Values are percent-decoded; the first of two cookies of the same name wins.
 */
export function readCookie(cookieString: string | null | undefined, name: string): string | undefined {
  return cookieString ? parse(cookieString)[name] : undefined;
}

export function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

export interface PreferenceCookieOptions {
  /** Seconds; one year by default (SPEC §9 "cookies 1 year"). 0 deletes the cookie. */
  maxAge?: number;
  /** Only sent over https (the page is on https). */
  secure?: boolean;
}

/**
 * The string to assign to `document.cookie` for a preference the page keeps by itself: readable by
 * scripts (nothing secret), the whole site, SameSite=Lax, one year unless told otherwise.
 */
export function preferenceCookie(name: string, value: string, options: PreferenceCookieOptions = {}): string {
  return serialize(name, value, {
    maxAge: options.maxAge ?? ONE_YEAR_COOKIE_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure: options.secure === true,
  });
}

/** The cookie the browser writes when the visitor accepts the cookie notice (SPEC §2, §9). */
export function consentCookie(secure: boolean): string {
  return preferenceCookie(COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE, { secure });
}

/** True when a `Cookie` header (or document.cookie) already holds the consent. */
export function hasConsent(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, COOKIE_CONSENT_NAME) === COOKIE_CONSENT_VALUE;
}
