import { dailyBannerKey, isBannerDue, parseShownAt, type DailyBanner } from '@posylka/domain';

/**
 * Once-per-24h storage of SPEC §4 banners in localStorage (private modes may refuse storage: the
 * banner then simply shows, which is the safe side).
 */
export function dailyBannerDue(banner: DailyBanner, now = Date.now()): boolean {
  try {
    return isBannerDue(parseShownAt(window.localStorage.getItem(dailyBannerKey(banner))), now);
  } catch {
    return true;
  }
}

export function markDailyBannerShown(banner: DailyBanner, now = Date.now()): void {
  try {
    window.localStorage.setItem(dailyBannerKey(banner), String(now));
  } catch {
    // Storage refused: nothing to remember, the banner may show again.
  }
}
