import { BREAKPOINTS, SLIDER_COUNTS } from '../reference/timings.js';

/** SPEC §3 Banner slide: its own link is optional. */
export interface BannerSlideLink {
  href: string | null;
}

/** SPEC §3 Churn offer, as far as the slider needs it. */
export interface ChurnOfferLike {
  discountAmount: string;
  /** ISO date-time. */
  expiredAt: string;
}

export type BannerSlides<S> =
  { kind: 'churn'; offer: ChurnOfferLike } | { kind: 'normal'; slides: readonly S[] };

/**
 * SPEC §4: a churn offer replaces the normal slides while present and until its expiredAt; after
 * that (or with an unreadable date) the normal slides return.
 */
export function bannerSlidesFor<S>(
  slides: readonly S[],
  churn: ChurnOfferLike | null,
  now: number,
): BannerSlides<S> {
  if (churn) {
    const expires = Date.parse(churn.expiredAt);
    if (Number.isFinite(expires) && expires > now) return { kind: 'churn', offer: churn };
  }
  return { kind: 'normal', slides };
}

/**
 * SPEC §2 Banner slide click: its own link, else /orders when logged in, else /register; a churn
 * slide always goes to /orders. Paths are unprefixed; the page adds its language prefix.
 */
export function bannerSlideTarget(slide: BannerSlideLink | 'churn', loggedIn: boolean): string {
  if (slide === 'churn') return '/orders';
  if (slide.href) return slide.href;
  return loggedIn ? '/orders' : '/register';
}

/** SPEC §2 savings (compare) slider button: the catalogue for signed-in users, else registration. */
export function savingsSliderTarget(loggedIn: boolean): string {
  return loggedIn ? '/catalog' : '/register';
}

export type SliderKind = 'articles' | 'logos' | 'compare' | 'shops' | 'steps';

/**
 * How-to-order and onboarding step cards carry a picture and a paragraph, so fewer fit: 3 per view,
 * 1 on mobile (SPEC §9 names no count for these; chosen so the text stays readable at 390 px).
 */
export const STEP_SLIDES_PER_VIEW = { desktop: 3, mobile: 1 } as const;

/** SPEC §9 "600 px or less is mobile". */
export function isMobileViewport(width: number): boolean {
  return width <= BREAKPOINTS.mobile;
}

/** SPEC §2 "above 1080 px shows arrows and desktop images". */
export function isDesktopViewport(width: number): boolean {
  return width > BREAKPOINTS.desktop;
}

/** SPEC §9 slides per view: articles and compare 5 (3 on mobile), logos and shops 5. */
export function slidesPerView(kind: SliderKind, width: number): number {
  const mobile = isMobileViewport(width);
  switch (kind) {
    case 'articles':
      return mobile ? SLIDER_COUNTS.articlesMobile : SLIDER_COUNTS.articles;
    case 'compare':
      return mobile ? SLIDER_COUNTS.compareMobile : SLIDER_COUNTS.compare;
    case 'logos':
    case 'shops':
      return SLIDER_COUNTS.logos;
    case 'steps':
      return mobile ? STEP_SLIDES_PER_VIEW.mobile : STEP_SLIDES_PER_VIEW.desktop;
  }
}

/** Index of the first slide of the previous/next page, wrapping around at both ends. */
export function stepSlide(current: number, count: number, perView: number, direction: 1 | -1): number {
  if (count <= 0) return 0;
  const lastStart = Math.max(0, count - Math.max(1, perView));
  if (direction === 1) return current >= lastStart ? 0 : Math.min(current + perView, lastStart);
  return current <= 0 ? lastStart : Math.max(current - perView, 0);
}
