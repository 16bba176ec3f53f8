// The carousel's controls: previous, next, dots and the autoplay pause, each reading the shared state.
import type { ReactNode } from 'react';
import { useCarouselContext } from './carousel-context.js';

interface ControlProps {
  /** Replaces the default class (`carousel__arrow`, shown above 1080 px). */
  className?: string;
  children?: ReactNode;
}

export function CarouselPrevious({
  className = 'carousel__arrow carousel__arrow--prev',
  children,
}: ControlProps) {
  const c = useCarouselContext();
  return (
    <button
      type="button"
      className={className}
      aria-label={c.labels.previous}
      aria-controls={c.slidesId}
      onClick={c.previous}
    >
      {children ?? <span aria-hidden="true">‹</span>}
    </button>
  );
}

export function CarouselNext({
  className = 'carousel__arrow carousel__arrow--next',
  children,
}: ControlProps) {
  const c = useCarouselContext();
  return (
    <button
      type="button"
      className={className}
      aria-label={c.labels.next}
      aria-controls={c.slidesId}
      onClick={c.next}
    >
      {children ?? <span aria-hidden="true">›</span>}
    </button>
  );
}

/** One button per snap, named by `labels.slide`; the current one has aria-current. */
export function CarouselDots({ className = 'carousel__dots' }: { className?: string }) {
  const c = useCarouselContext();
  const name = c.labels.slide;
  if (!name) return null;
  return (
    <div className={className}>
      {Array.from({ length: c.count }, (_, index) => (
        <button
          key={index}
          type="button"
          className="carousel__dot"
          aria-label={name(index + 1, c.count)}
          aria-controls={c.slidesId}
          aria-current={index === c.current ? 'true' : undefined}
          onClick={() => c.goTo(index)}
        />
      ))}
    </div>
  );
}

/** Stops and restarts the auto-advance (WCAG 2.2.2). */
export function CarouselPause({ className = 'carousel__pause' }: { className?: string }) {
  const c = useCarouselContext();
  return (
    <button
      type="button"
      className={className}
      aria-label={c.stopped ? c.labels.play : c.labels.pause}
      aria-pressed={c.stopped}
      onClick={() => c.setStopped((s) => !s)}
    >
      <span aria-hidden="true">{c.stopped ? '▶' : '❚❚'}</span>
    </button>
  );
}
