import { UI_TIMINGS } from '../reference/timings.js';

/**
 * SPEC §2 buy-out promo: opens once the visitor has scrolled past 40% of the page. `scrollTop` and
 * the heights are what the browser reports; a page shorter than the window never triggers by scroll.
 */
export function scrolledPastPromoShare(
  scrollTop: number,
  scrollHeight: number,
  viewportHeight: number,
): boolean {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return false;
  return scrollTop / scrollable >= UI_TIMINGS.buyoutPromoScrollShare;
}

/** Mouse exit: the pointer leaves through the top edge of the window (towards tabs or address bar). */
export function isExitIntent(clientY: number, leftWindow: boolean): boolean {
  return leftWindow && clientY <= 0;
}
