import { UI_TIMINGS } from '../reference/timings.js';

/**
 * SPEC §4/§9: the promo, language, registration and new-address banners show once per 24 h.
 * `lastShownAt` is when the visitor last saw (or closed) the banner, in epoch ms; null or an
 * unreadable stored value means "never", and so does a time in the future (the clock was moved back),
 * so a bad stored value can never hide the banner for good.
 */
export function isBannerDue(lastShownAt: number | null, now: number): boolean {
  if (lastShownAt === null || !Number.isFinite(lastShownAt)) return true;
  if (lastShownAt > now) return true;
  return now - lastShownAt >= UI_TIMINGS.bannerOncePerMs;
}

/** Parses what the browser stored (a string of epoch ms); anything else is "never shown". */
export function parseShownAt(stored: string | null | undefined): number | null {
  if (!stored || !/^\d{1,15}$/.test(stored)) return null;
  return Number(stored);
}

/** The banners that follow the once-per-24h rule; also the storage key suffixes. */
export const DAILY_BANNERS = ['promo', 'language', 'registration', 'newAddress'] as const;
export type DailyBanner = (typeof DAILY_BANNERS)[number];

/** Storage key of a daily banner's last showing (one key per banner, so closing one hides only it). */
export function dailyBannerKey(banner: DailyBanner): string {
  return `posylka.banner.${banner}.shownAt`;
}
