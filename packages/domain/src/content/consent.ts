import { UI_TIMINGS } from '../reference/timings.js';

/** Cookie holding the visitor's answer to the cookie notice (SPEC §2), kept one year (SPEC §9). */
export const COOKIE_CONSENT_NAME = 'cookieConsent';
export const COOKIE_CONSENT_VALUE = 'accepted';
/** SPEC §4: cabinet alert and discount hiding cookies, also one year. */
export const CABINET_HIDE_COOKIES = { alerts: 'alertsCookie', discounts: 'discountsCookie' } as const;
/** The customer closed the onboarding slider of /orders (value "1"), kept one year like the above. */
export const ONBOARDING_HIDE_COOKIE = 'onboardingCookie';

const DAY_MS = 24 * 60 * 60 * 1_000;

/** Max-Age in seconds for the one-year cookies of SPEC §9. */
export const ONE_YEAR_COOKIE_SECONDS = UI_TIMINGS.cookieMaxAgeDays * 24 * 60 * 60;

/** When a consent given at `now` stops counting (the notice then shows again). */
export function consentExpiresAt(now: number): number {
  return now + UI_TIMINGS.cookieMaxAgeDays * DAY_MS;
}

/** The `Set-Cookie`-style string the browser writes when the visitor accepts. */
export function consentCookie(secure: boolean): string {
  const parts = [
    `${COOKIE_CONSENT_NAME}=${COOKIE_CONSENT_VALUE}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_COOKIE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** True when a `Cookie` header (or document.cookie) already holds the consent. */
export function hasConsent(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .some((part) => part.trim() === `${COOKIE_CONSENT_NAME}=${COOKIE_CONSENT_VALUE}`);
}
