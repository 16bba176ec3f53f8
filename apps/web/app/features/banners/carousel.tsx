import { slidesPerView, stepSlide, type SliderKind } from '@posylka/domain';
import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A row of cards: SPEC §9 slides per view (5; 3 on mobile for articles and compare), arrows above
 * 1080 px (SPEC §2), native swipe and scroll (scroll-snap), arrow keys on the focused row. The
 * number per view is laid out by CSS (`--per-view`, so the server's HTML is already right) and read
 * from the domain rule when stepping, so a page step moves exactly one screenful.
 */
export function Carousel<T>({
  kind,
  label,
  items,
  itemKey,
  renderItem,
}: {
  kind: SliderKind;
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation('banners');
  const trackRef = useRef<HTMLUListElement>(null);

  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      const first = track?.firstElementChild as HTMLElement | null | undefined;
      if (!track || !first) return;
      const perView = slidesPerView(kind, window.innerWidth);
      const width = first.getBoundingClientRect().width;
      const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
      const current = Math.round(track.scrollLeft / (width + gap));
      const next = stepSlide(current, items.length, perView, direction);
      track.scrollTo({ left: next * (width + gap), behavior: smoothOrAuto() });
    },
    [items.length, kind],
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== trackRef.current) return;
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else return;
    e.preventDefault();
  };

  if (items.length === 0) return null;
  return (
    <div className={`carousel carousel--${kind}`} aria-roledescription="carousel" aria-label={label}>
      <button
        type="button"
        className="slider-arrow slider-arrow--prev carousel__arrow"
        aria-label={t('carousel.previous')}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={trackRef} className="carousel__track" tabIndex={0} aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className="carousel__item">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="slider-arrow slider-arrow--next carousel__arrow"
        aria-label={t('carousel.next')}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

function smoothOrAuto(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
