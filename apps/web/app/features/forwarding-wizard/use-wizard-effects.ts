import {
  compareMoney,
  EXPORT_DOCUMENTS_THRESHOLD,
  UI_TIMINGS,
  type ForwardingResults,
  type WizardStep,
} from '@posylka/domain';
import { useEffect, useRef } from 'react';
import { firstTime } from './one-time.js';

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

/**
 * SPEC §4 "When the order first goes over customs clearance, a one-time modal explains the 150 EUR
 * threshold, and a second one above 1000 EUR."
 */
export function useCustomsNotices(
  results: ForwardingResults | null,
  show: (notice: 'over150' | 'over1000') => void,
): void {
  const sumEur = results
    ? (results.orderSumEur ?? (results.orderSum.currency === 'EUR' ? results.orderSum : null))
    : null;
  const over1000 = sumEur != null && compareMoney(sumEur, EXPORT_DOCUMENTS_THRESHOLD) > 0;
  const overLimit = results?.isOverLimit ?? false;
  const showRef = useRef(show);
  showRef.current = show;
  useEffect(() => {
    if (overLimit && firstTime('over150')) showRef.current('over150');
  }, [overLimit]);
  useEffect(() => {
    if (over1000 && firstTime('over1000')) showRef.current('over1000');
  }, [over1000]);
}
