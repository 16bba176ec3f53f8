import { UI_TIMINGS, type WizardStep } from '@posylka/domain';
import { useEffect, useRef } from 'react';

/**
 * The focus is nowhere a keyboard user can go on from: on the page body, on an element gone from the
 * page, or in a step's body that closed (the "Next" button that left the step is hidden with it).
 */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.closest('[hidden]') !== null;
}

/**
 * "The view scrolls to the opened step after 50 ms" (SPEC §4); not on the first paint. Issue 18 item 7
 * (keyboard alone): when the focus was left behind in the closed step, it goes on to the opened
 * step's title, where Tab reaches its first field; so does the first paint of the edit route that
 * step 1's "Next" opened (`continued`: the create page with the focused button is gone).
 */
export function useStepScroll(
  current: WizardStep,
  sections: React.RefObject<Partial<Record<WizardStep, HTMLElement | null>>>,
  continued = false,
): void {
  const firstPaint = useRef(true);
  useEffect(() => {
    const first = firstPaint.current;
    firstPaint.current = false;
    if (first && !continued) return;
    const timer = window.setTimeout(() => {
      const section = sections.current?.[current];
      if (!first) section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      if (focusLost())
        section?.querySelector<HTMLElement>('.order-step__title')?.focus({ preventScroll: !first });
    }, UI_TIMINGS.stepScrollDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `continued` counts on the first paint only
  }, [current, sections]);
}
