import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/**
 * Embla, fetched after the page is up: the carousels are server-rendered native scrollers with snap
 * points that work by themselves, so the engine (swipe physics, loop, resize) need not be part of
 * the page's first-load JavaScript (issue 18 item 8, home budget), and it starts only as its
 * carousel comes near the view. Answers the viewport's ref and,
 * once Embla has started on it, its API; `canRun` false keeps the native scroller (no observers).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  canRun: () => boolean,
): [(element: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const ref = useCallback((element: HTMLElement | null) => setViewport(element), []);

  useEffect(() => {
    if (!viewport || !canRun()) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    const start = () =>
      import('embla-carousel')
        .then(({ default: EmblaCarousel }) => {
          if (cancelled) return;
          instance = EmblaCarousel(viewport, options);
          setApi(instance);
        })
        // Offline or a stale deploy: the native scroller stays, which is a working carousel.
        .catch(() => undefined);
    // Started as the carousel comes near the view: Embla measures every slide when it starts, work
    // a phone's first seconds need not do for the carousels further down the page.
    const near =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near?.disconnect();
              void start();
            },
            { rootMargin: '300px' },
          );
    if (near) near.observe(viewport);
    else void start();
    return () => {
      cancelled = true;
      near?.disconnect();
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, options, canRun]);

  return [ref, api];
}
