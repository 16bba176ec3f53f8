/**
 * SPEC §9 "Retry on 202: delay 500 ms, doubled after 4 tries, doubled again after 8, max 12 tries".
 */
export const RETRY_POLICY = { initialDelayMs: 500, doubleAfterTries: [4, 8], maxTries: 12 } as const;

/**
 * Delay before retry number `retry` (1-based: retry 1 is the 2nd try). 12 tries in all means 11
 * retries: 500 ms for retries 1-4, 1000 ms for 5-8, 2000 ms for 9-11; null once the 12 tries are
 * used up (the client then shows "Can not get response").
 */
export function retryDelayMs(retry: number): number | null {
  if (!Number.isInteger(retry) || retry < 1 || retry >= RETRY_POLICY.maxTries) return null;
  const doublings = RETRY_POLICY.doubleAfterTries.filter((after) => retry > after).length;
  return RETRY_POLICY.initialDelayMs * 2 ** doublings;
}

/** SPEC §9 phone verification. */
export const PHONE_VERIFICATION = {
  requestAttempts: 3,
  verifyAttempts: 5,
  otpLength: 4,
  retryTimerMs: 60_000,
  timerTickMs: 1_000,
  /** "a 1-hour interval is also defined": the wait after request attempts run out (SPEC §4 dialog). */
  lockoutMs: 3_600_000,
} as const;

/** SPEC §9 storage and dispatch terms (days). */
export const STORAGE_RULES = {
  unregisteredStorageDays: 30,
  unregisteredDisposedOnDay: 31,
  delayedStorageDays: 14,
  delayedReleasedOnDay: 15,
  autoDispatchAfterDays: 14,
  restrictedDisposedAfterDays: 30,
  shopDeliveryMinDays: 1,
  shopDeliveryMaxDays: 7,
  /** "China parcels not accepted 2 to 17 February" (month-day, inclusive). */
  chinaClosedFrom: '02-02',
  chinaClosedTo: '02-17',
} as const;

/** SPEC §9 additional services: 39 unregistered handling, 40 manual declaring. */
export const ADDITIONAL_SERVICE_KEYS = { unregisteredHandling: 39, manualDeclaring: 40 } as const;

/** SPEC §9 promo terms. */
export const PROMO_RULES = {
  deliveryDiscountUah: '100',
  validHoursAfterSuccess: 2,
  validDaysAfterFailure: 3,
  /** "Default placeholder is eight underscores". */
  placeholder: '________',
} as const;

/** SPEC §9 interface timings (ms unless named otherwise). */
export const UI_TIMINGS = {
  toastMs: 5_000,
  copyToastMs: 2_000,
  sideNoteCopyMarkMs: 3_000,
  bannerOncePerMs: 24 * 60 * 60 * 1_000,
  cookieMaxAgeDays: 365,
  draftDebounceMs: 1_500,
  draftThrottleMs: 2_500,
  catalogSearchDebounceMs: 1_000,
  citySearchDebounceMs: 600,
  categorySearchDebounceMs: 600,
  bannerAutoplayMs: 5_000,
  tickerMs: 5_000,
  tickerSpeedMs: 1_000,
  tooltipAnimationMs: 300,
  stepScrollDelayMs: 50,
  /** SPEC §2 "The buy-out promo shows after scrolling past 40%". */
  buyoutPromoScrollShare: 0.4,
} as const;

/** SPEC §9 breakpoints (px): 600 or less is mobile, 768 forms, above 1080 desktop, 1400 side note. */
export const BREAKPOINTS = { mobile: 600, formMobile: 768, desktop: 1080, sideNote: 1400 } as const;

export const TOOLTIP_MAX_WIDTH = 320;

/** SPEC §9 slide counts; SPEC §2 catalogue page window. */
export const SLIDER_COUNTS = {
  articles: 5,
  articlesMobile: 3,
  logos: 5,
  compare: 5,
  compareMobile: 3,
  compareDefaultCategoryIndex: 2,
  compareDefaultCategoryIndexMobile: 1,
  catalogPageWindow: 5,
} as const;
