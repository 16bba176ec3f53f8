import { BREAKPOINTS } from '@posylka/domain';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useLazyEmbla } from './carousel-embla.js';
import {
  CarouselContext,
  useCarouselContext,
  type CarouselContextValue,
  type CarouselLabels,
  type CarouselMode,
  type CarouselSlideState,
} from './carousel-context.js';

export type { CarouselLabels, CarouselMode, CarouselSlideState } from './carousel-context.js';
export { useCarousel } from './carousel-context.js';
import { CarouselNext, CarouselPrevious } from './carousel-controls.js';

export { CarouselDots, CarouselNext, CarouselPause, CarouselPrevious } from './carousel-controls.js';

type EmblaApi = EmblaCarouselType;
type EmblaOptions = EmblaOptionsType;

export interface CarouselProps<T> {
  /** Accessible name of the carousel (and of its list of cards in a row). */
  label: string;
  labels: CarouselLabels;
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number, state: CarouselSlideState) => ReactNode;
  mode?: CarouselMode;
  /** How far the buttons and arrow keys move a row: a screenful (default) or one card. */
  step?: 'page' | 'slide';
  /** Whether previous/next go round from one end to the other (default true). */
  wrap?: boolean;
  /** Auto-advance every so many ms; pauses on hover and focus, and never for reduced motion. */
  autoplayMs?: number;
  /** At 600 px or less only the first so many slides are shown (CSS, so already on the server). */
  mobileLimit?: number;
  /** `section` makes the carousel a landmark region; `div` (default) a group. */
  as?: 'div' | 'section';
  className?: string;
  slideClassName?: string;
  /** The layout: slides and controls. Default: previous button, the slides, next button. */
  children?: ReactNode;
}

const WIDE_ONLY = 'data-carousel-wide-only';
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The one carousel of the site, on Embla (swipe, snapping, resize). The server renders every slide;
 * until Embla runs (and where it cannot: no ResizeObserver, as in jsdom) the row is a native
 * scroller with snap points, and the buttons still move the current slide. Slides per view come from
 * CSS (`--per-view`, `--gap`), so the server's HTML is already laid out.
 */
export function Carousel<T>({
  label,
  labels,
  items,
  itemKey,
  renderItem,
  mode = 'row',
  step = 'page',
  wrap = true,
  autoplayMs,
  mobileLimit,
  as: Tag = 'div',
  className,
  slideClassName,
  children,
}: CarouselProps<T>) {
  const reduced = usePrefersReducedMotion();
  const options = useMemo<EmblaOptions>(
    () => ({
      align: 'start',
      containScroll: 'trimSnaps',
      slidesToScroll: mode === 'row' && step === 'page' ? 'auto' : 1,
      ...(mobileLimit !== undefined && {
        // The slides hidden by CSS on a phone are left out of Embla's measuring there.
        breakpoints: {
          [`(max-width: ${BREAKPOINTS.mobile}px)`]: { slides: `:scope > :not([${WIDE_ONLY}])` },
        },
      }),
    }),
    [mode, step, mobileLimit],
  );
  const [setEmblaViewport, api] = useLazyEmbla(options, emblaCanRun);
  const viewportElement = useRef<HTMLDivElement | null>(null);
  const viewportRef = useCallback(
    (element: HTMLDivElement | null) => {
      viewportElement.current = element;
      setEmblaViewport(element);
    },
    [setEmblaViewport],
  );

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [moves, setMoves] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    const touched = () => setMoves((m) => m + 1);
    adoptNativeScroll(api, viewportElement.current);
    sync();
    setReady(true);
    api.on('select', sync).on('reInit', sync).on('pointerDown', touched);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', touched);
      setReady(false);
      setSnapCount(null);
    };
  }, [api]);

  const count = snapCount ?? items.length;
  const current = Math.max(0, Math.min(selected, count - 1));

  const show = (index: number) => {
    if (api) api.scrollTo(index, reduced || mode === 'fade');
    else {
      setSelected(index);
      if (mode !== 'fade') scrollNatively(viewportElement.current, index, reduced);
    }
  };
  /** Moves one snap back or forward, going round at the ends when `wrap`; returns the new snap. */
  const stepBy = (direction: 1 | -1): number => {
    const total = api ? api.scrollSnapList().length : count;
    const from = api ? api.selectedScrollSnap() : current;
    let to = from + direction;
    if (to < 0 || to >= total) {
      if (!wrap || total === 0) return from;
      to = (to + total) % total;
    }
    show(to);
    return to;
  };
  const byHand = (move: () => void) => {
    move();
    setMoves((m) => m + 1);
  };

  const running = Boolean(autoplayMs) && count > 1 && !reduced && !stopped && !hovered && !focused;
  // The timer calls the latest stepBy without restarting on every render.
  const advance = useRef(() => {});
  useEffect(() => {
    advance.current = () => stepBy(1);
  });
  useEffect(() => {
    if (!running || !autoplayMs) return;
    const id = window.setInterval(() => advance.current(), autoplayMs);
    return () => window.clearInterval(id);
    // A move by hand (`moves`) starts a full interval again.
  }, [running, autoplayMs, moves]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    // In a row the keys belong to the focused list; a card's link keeps its place.
    const inSlide = target.closest('[data-carousel-slide]') !== null;
    if (inSlide && mode === 'row') return;
    event.preventDefault();
    const root = event.currentTarget;
    let to = current;
    flushSync(() => {
      to = stepBy(event.key === 'ArrowRight' ? 1 : -1);
      setMoves((m) => m + 1);
    });
    // Focus inside the slide that was just hidden follows to the one now shown.
    if (inSlide) {
      const slide = root.querySelector(`[data-carousel-slide="${to}"]`);
      slide?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    }
  };

  const pauseHandlers = autoplayMs
    ? {
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: (event: FocusEvent<HTMLElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        },
      }
    : {};

  const slidesId = useId();
  const context: CarouselContextValue = {
    mode,
    label,
    labels,
    slidesId,
    items,
    itemKey: itemKey as CarouselContextValue['itemKey'],
    renderItem: renderItem as CarouselContextValue['renderItem'],
    slideClassName,
    mobileLimit,
    current,
    count,
    running,
    stopped,
    setStopped,
    viewportRef,
    previous: () => byHand(() => stepBy(-1)),
    next: () => byHand(() => stepBy(1)),
    goTo: (index) => byHand(() => show(index)),
  };

  if (items.length === 0) return null;
  return (
    <Tag
      className={classes('carousel', `carousel--${mode}`, className)}
      role={Tag === 'div' ? 'group' : undefined}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel-ready={ready ? '' : undefined}
      onKeyDown={onKeyDown}
      {...pauseHandlers}
    >
      <CarouselContext value={context}>
        {children ?? (
          <>
            <CarouselPrevious />
            <CarouselSlides />
            <CarouselNext />
          </>
        )}
      </CarouselContext>
    </Tag>
  );
}

/** The slides: Embla's viewport and container; a list in a row, slide groups one at a time. */
export function CarouselSlides({ className }: { className?: string }) {
  const c = useCarouselContext();
  const one = c.mode !== 'row';
  const slides = c.items.map((item, index) => {
    const current = one && index === c.current;
    const shared = {
      className: classes('carousel__slide', c.slideClassName),
      'data-carousel-slide': index,
      [WIDE_ONLY]: c.mobileLimit !== undefined && index >= c.mobileLimit ? '' : undefined,
    };
    const content = c.renderItem(item, index, { current });
    if (!one) {
      return (
        <li key={c.itemKey(item, index)} {...shared}>
          {content}
        </li>
      );
    }
    return (
      <div
        key={c.itemKey(item, index)}
        {...shared}
        role="group"
        aria-roledescription="slide"
        aria-label={c.labels.slide?.(index + 1, c.items.length)}
        aria-hidden={current ? undefined : true}
        inert={!current}
        data-current={current ? '' : undefined}
        // Fade: every slide is moved back over the first; the container itself stays put (CSS).
        style={c.mode === 'fade' && index > 0 ? { transform: `translateX(${-100 * index}%)` } : undefined}
      >
        {content}
      </div>
    );
  });
  return (
    <div ref={c.viewportRef} className={classes('carousel__viewport', className)}>
      {one ? (
        <div id={c.slidesId} className="carousel__container" aria-live={c.running ? 'off' : 'polite'}>
          {slides}
        </div>
      ) : (
        <ul id={c.slidesId} className="carousel__container" tabIndex={0} aria-label={c.label}>
          {slides}
        </ul>
      )}
    </div>
  );
}

/** Embla needs these observers; where they are missing (old browsers, jsdom) the fallback runs. */
function emblaCanRun(): boolean {
  return (
    typeof ResizeObserver !== 'undefined' &&
    typeof IntersectionObserver !== 'undefined' &&
    typeof MutationObserver !== 'undefined'
  );
}

/** A row scrolled natively before Embla started goes on from the nearest snap, not from the start. */
function adoptNativeScroll(api: EmblaApi, viewport: HTMLElement | null): void {
  if (!viewport || viewport.scrollLeft <= 0) return;
  const max = viewport.scrollWidth - viewport.clientWidth;
  const progress = max > 0 ? viewport.scrollLeft / max : 0;
  viewport.scrollLeft = 0;
  const snaps = api.scrollSnapList();
  let nearest = 0;
  snaps.forEach((snap, index) => {
    if (Math.abs(snap - progress) < Math.abs((snaps[nearest] ?? 0) - progress)) nearest = index;
  });
  api.scrollTo(nearest, true);
}

/** Without Embla the viewport is a native scroller: bring the slide to its start. */
function scrollNatively(viewport: HTMLElement | null, index: number, reduced: boolean): void {
  const slides = viewport?.querySelectorAll<HTMLElement>('[data-carousel-slide]');
  const slide = slides?.[index];
  const first = slides?.[0];
  if (!viewport || !slide || !first || typeof viewport.scrollTo !== 'function') return;
  viewport.scrollTo({ left: slide.offsetLeft - first.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
}

/** True when the visitor asked the system for less motion: no auto-advance, no sliding. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
