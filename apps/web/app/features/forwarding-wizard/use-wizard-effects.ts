import { UI_TIMINGS, type WizardStep } from '@posylka/domain';
import { useEffect, useRef } from 'react';

/** "The view scrolls to the opened step after 50 ms" (SPEC §4); not on the first paint. */
export function useStepScroll(
  current: WizardStep,
  sections: React.RefObject<Partial<Record<WizardStep, HTMLElement | null>>>,
): void {
  const firstPaint = useRef(true);
  useEffect(() => {
    if (firstPaint.current) {
      firstPaint.current = false;
      return;
    }
    const timer = window.setTimeout(
      () => sections.current?.[current]?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
      UI_TIMINGS.stepScrollDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [current, sections]);
}
