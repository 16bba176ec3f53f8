import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A horizontal slider: native scroll with snap points (swipe on touch, Tab moves through the slides),
 * plus previous/next buttons that scroll by one slide; SPEC §9 shows the arrows above 1080 px only,
 * which the stylesheet does. How many slides are visible is set by the `--per-view` custom property.
 */
export function Slider({
  label,
  perView,
  perViewMobile,
  children,
}: {
  label: string;
  perView: number;
  perViewMobile: number;
  children: ReactNode[];
}) {
  const { t } = useTranslation('calculators');
  const track = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.firstElementChild as HTMLElement | null;
    if (!el || !slide) return;
    el.scrollBy({ left: direction * slide.getBoundingClientRect().width, behavior: 'smooth' });
  };
  const style = { '--per-view': perView, '--per-view-mobile': perViewMobile } as React.CSSProperties;
  return (
    <div className="slider" role="region" aria-roledescription="carousel" aria-label={label} style={style}>
      <button
        type="button"
        className="slider__arrow slider__arrow--prev"
        onClick={() => scrollBy(-1)}
        aria-label={t('slider.prev')}
      >
        ‹
      </button>
      <ul ref={track} className="slider__track">
        {children.map((child, i) => (
          <li key={i} className="slider__slide" aria-roledescription="slide">
            {child}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="slider__arrow slider__arrow--next"
        onClick={() => scrollBy(1)}
        aria-label={t('slider.next')}
      >
        ›
      </button>
    </div>
  );
}
