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

// Reading and writing these cookies is HTTP, not a business rule: @posylka/contract's hasConsent,
// consentCookie and preferenceCookie do it with the `cookie` package (decision 020).
