import { describe, expect, it } from 'vitest';
import {
  bannerSlideTarget,
  bannerSlidesFor,
  consentExpiresAt,
  countdownParts,
  dailyBannerKey,
  isBannerDue,
  languageBannerOffer,
  isDesktopViewport,
  isExitIntent,
  notificationPostLocale,
  ONE_YEAR_COOKIE_SECONDS,
  parseShownAt,
  savingsSliderTarget,
  scrolledPastPromoShare,
  slidesPerView,
  stepSlide,
} from './index.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-05-10T12:00:00Z');

describe('once-per-24h banners (SPEC §4, §9)', () => {
  it('shows a banner never shown before', () => {
    expect(isBannerDue(null, NOW)).toBe(true);
  });
  it('hides it for 24 hours after it was shown, then shows it again', () => {
    expect(isBannerDue(NOW - 23 * HOUR, NOW)).toBe(false);
    expect(isBannerDue(NOW - 24 * HOUR + 1, NOW)).toBe(false);
    expect(isBannerDue(NOW - 24 * HOUR, NOW)).toBe(true);
  });
  it('does not let a time in the future hide it for good', () => {
    expect(isBannerDue(NOW + 5 * HOUR, NOW)).toBe(true);
  });
  it('reads only plain epoch milliseconds from storage', () => {
    expect(parseShownAt(String(NOW))).toBe(NOW);
    expect(parseShownAt('yesterday')).toBeNull();
    expect(parseShownAt('')).toBeNull();
    expect(parseShownAt(null)).toBeNull();
    expect(parseShownAt('-5')).toBeNull();
  });
  it('keeps one storage key per banner', () => {
    expect(dailyBannerKey('promo')).not.toBe(dailyBannerKey('language'));
  });
});

describe('cookie consent (SPEC §2 notice, §9 cookies 1 year)', () => {
  it('lasts 365 days', () => {
    expect(consentExpiresAt(NOW) - NOW).toBe(365 * 24 * HOUR);
    expect(ONE_YEAR_COOKIE_SECONDS).toBe(365 * 24 * 3600);
  });
});

describe('banner slides and the churn offer (SPEC §2, §4)', () => {
  const slides = [{ id: 1 }, { id: 2 }];
  const churn = { discountAmount: '150.00', expiredAt: '2026-05-11T00:00:00Z' };
  it('replaces the normal slides while the churn offer has not expired', () => {
    expect(bannerSlidesFor(slides, churn, NOW)).toEqual({ kind: 'churn', offer: churn });
  });
  it('returns the normal slides at and after expiredAt, and without an offer', () => {
    const at = Date.parse(churn.expiredAt);
    expect(bannerSlidesFor(slides, churn, at)).toEqual({ kind: 'normal', slides });
    expect(bannerSlidesFor(slides, churn, at + 1)).toEqual({ kind: 'normal', slides });
    expect(bannerSlidesFor(slides, null, NOW)).toEqual({ kind: 'normal', slides });
    expect(bannerSlidesFor(slides, { ...churn, expiredAt: 'soon' }, NOW).kind).toBe('normal');
  });
  it('sends a click to the slide link, else /orders when logged in, else /register; churn to /orders', () => {
    expect(bannerSlideTarget({ href: '/catalog' }, false)).toBe('/catalog');
    expect(bannerSlideTarget({ href: null }, true)).toBe('/orders');
    expect(bannerSlideTarget({ href: null }, false)).toBe('/register');
    expect(bannerSlideTarget('churn', false)).toBe('/orders');
  });
  it('sends the savings slider button to the catalogue or to registration', () => {
    expect(savingsSliderTarget(true)).toBe('/catalog');
    expect(savingsSliderTarget(false)).toBe('/register');
  });
});

describe('slides per view and arrows (SPEC §2 viewports, §9 slides)', () => {
  it('shows 5 articles and compare products, 3 at 600 px or less', () => {
    expect(slidesPerView('articles', 1440)).toBe(5);
    expect(slidesPerView('articles', 600)).toBe(3);
    expect(slidesPerView('compare', 601)).toBe(5);
    expect(slidesPerView('compare', 390)).toBe(3);
    expect(slidesPerView('logos', 390)).toBe(5);
  });
  it('shows 3 how-to step cards, 1 at 600 px or less', () => {
    expect(slidesPerView('steps', 1440)).toBe(3);
    expect(slidesPerView('steps', 601)).toBe(3);
    expect(slidesPerView('steps', 600)).toBe(1);
  });
  it('shows arrows and desktop images above 1080 px only', () => {
    expect(isDesktopViewport(1080)).toBe(false);
    expect(isDesktopViewport(1081)).toBe(true);
  });
  it('steps a page at a time and wraps around', () => {
    expect(stepSlide(0, 12, 5, 1)).toBe(5);
    expect(stepSlide(5, 12, 5, 1)).toBe(7);
    expect(stepSlide(7, 12, 5, 1)).toBe(0);
    expect(stepSlide(0, 12, 5, -1)).toBe(7);
    expect(stepSlide(7, 12, 5, -1)).toBe(2);
    expect(stepSlide(0, 3, 5, 1)).toBe(0);
    expect(stepSlide(0, 0, 1, 1)).toBe(0);
  });
});

describe('discount countdown (SPEC §2)', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts('2026-05-12T15:04:05Z', NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      ended: false,
    });
  });
  it('ends at zero and stays there', () => {
    const ended = { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
    expect(countdownParts('2026-05-10T12:00:00Z', NOW)).toEqual(ended);
    expect(countdownParts('2026-05-01T00:00:00Z', NOW)).toEqual(ended);
    expect(countdownParts('not a date', NOW)).toEqual(ended);
  });
});

describe('buy-out promo trigger (SPEC §2)', () => {
  it('opens after scrolling past 40% of the page', () => {
    expect(scrolledPastPromoShare(399, 2000, 1000)).toBe(false);
    expect(scrolledPastPromoShare(400, 2000, 1000)).toBe(true);
    expect(scrolledPastPromoShare(0, 800, 1000)).toBe(false);
  });
  it('opens when the mouse leaves through the top edge', () => {
    expect(isExitIntent(0, true)).toBe(true);
    expect(isExitIntent(300, true)).toBe(false);
    expect(isExitIntent(0, false)).toBe(false);
  });
});

describe('notification posts language (SPEC §7: uk, ru, en only)', () => {
  it('serves uk and ru as is and English to the other interfaces', () => {
    expect(notificationPostLocale('uk')).toBe('uk');
    expect(notificationPostLocale('ru')).toBe('ru');
    expect(notificationPostLocale('en')).toBe('en');
    expect(notificationPostLocale('ro')).toBe('en');
    expect(notificationPostLocale('eng')).toBe('en');
  });
});

describe('language banner (SPEC §2)', () => {
  it('offers the first browser language we have when the page is in another', () => {
    expect(languageBannerOffer(['de-DE', 'ru-RU', 'en'], 'uk')).toBe('ru');
    expect(languageBannerOffer(['en-RO'], 'ro')).toBe('eng');
    expect(languageBannerOffer(['en-US'], 'en')).toBeNull();
    expect(languageBannerOffer(['de', 'fr'], 'uk')).toBeNull();
  });
});
