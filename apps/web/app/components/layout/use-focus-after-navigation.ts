import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a client-side move to another page, the keyboard and the screen reader start at the new
 * page's heading, as after a full page load (issue 18 "focus never jumps"): without it the focus
 * stays on a link that is gone, and Tab starts again from the top of the document.
 *
 * Left alone: the first page, a change of the query only (filters, tabs in the address), a replace
 * (a draft that gets its address after the first save keeps the customer where they type), and a
 * page that has already put the focus somewhere inside itself.
 */
export function useFocusAfterNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === 'REPLACE') return;
    const main = mainRef.current;
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && main.contains(active)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The scroll position is ScrollRestoration's to set (top, or where the customer was on Back).
    target.focus({ preventScroll: true });
  }, [pathname, navigationType, mainRef]);
}
