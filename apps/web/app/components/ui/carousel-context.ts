// The carousel's shared state, read by its parts (carousel.tsx) and its controls (carousel-controls.tsx).
import {
  createContext,
  useContext,
  type Dispatch,
  type Key,
  type ReactNode,
  type SetStateAction,
} from 'react';

/**
 * - `row`: several cards per view (set by CSS `--per-view`), every card reachable; the focusable
 *   list takes the arrow keys.
 * - `single`: one slide at a time, sliding; the others are hidden from assistive technology.
 * - `fade`: one slide at a time, the shown one fading in over the others.
 */
export type CarouselMode = 'row' | 'single' | 'fade';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** Name of slide `number` of `count` (one-at-a-time slides and their dots). */
  slide?: (number: number, count: number) => string;
  /** The pause button of an auto-advancing carousel, while it runs and while it is stopped. */
  pause?: string;
  play?: string;
}

export interface CarouselSlideState {
  /** The slide shown by a one-at-a-time carousel; always false in a row. */
  current: boolean;
}

export interface CarouselContextValue {
  mode: CarouselMode;
  label: string;
  labels: CarouselLabels;
  slidesId: string;
  items: readonly unknown[];
  itemKey: (item: unknown, index: number) => Key;
  renderItem: (item: unknown, index: number, state: CarouselSlideState) => ReactNode;
  slideClassName: string | undefined;
  mobileLimit: number | undefined;
  /** The current snap: the shown slide, or the first screenful of a row containing the card. */
  current: number;
  /** Number of snaps: slides one at a time, screenfuls in a row paged by screenfuls. */
  count: number;
  running: boolean;
  stopped: boolean;
  setStopped: Dispatch<SetStateAction<boolean>>;
  viewportRef: (element: HTMLDivElement | null) => void;
  previous: () => void;
  next: () => void;
  goTo: (index: number) => void;
}

export const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarouselContext(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('Carousel parts belong inside <Carousel>.');
  return context;
}

/** Where a slide of a carousel stands and how to move it, for custom controls (e.g. "2 of 5"). */
export function useCarousel() {
  const { current, count, previous, next, goTo } = useCarouselContext();
  return { current, count, previous, next, goTo };
}
