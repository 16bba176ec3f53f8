import type { BannerSlide } from '@posylka/contract';
import { bannerSlideTarget, bannerSlidesFor, UI_TIMINGS, type ChurnOfferLike } from '@posylka/domain';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { Countdown } from './countdown.js';
import { Picture } from './picture.js';
import { useHoverFocusPause, useInterval, usePrefersReducedMotion } from './use-motion.js';

const SWIPE_MIN_PX = 40;

/**
 * Home banner slider (SPEC §2): fades every 5 s, pauses on hover or focus and for reduced motion,
 * has a pause button, dots and (above 1080 px) arrows, and follows a swipe. A churn offer replaces
 * the normal slides until its expiredAt (SPEC §4).
 */
/** A churn offer with its discount written for the page (domain formatMoney, in the loader). */
export type ChurnBanner = ChurnOfferLike & { discountText: string };

export function BannerSlider({
  slides,
  churn,
  loggedIn,
}: {
  slides: readonly BannerSlide[];
  churn: ChurnBanner | null;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('banners');
  const to = useLocalizedPath();
  const [now, setNow] = useState(() => Date.now());
  const shown = bannerSlidesFor(slides, churn, now);

  // Re-check at expiredAt so the normal slides come back without a reload.
  useEffect(() => {
    if (shown.kind !== 'churn') return;
    const wait = Date.parse(shown.offer.expiredAt) - Date.now();
    const id = window.setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(wait + 50, 2 ** 31 - 1)));
    return () => window.clearTimeout(id);
  }, [shown]);

  if (shown.kind === 'churn') {
    return (
      <section className="banner-slider banner-slider--churn" aria-label={t('slider.label')}>
        <div className="container churn-slide">
          <h2 className="churn-slide__title">
            {t('slider.churnTitle', { amount: churn?.discountText ?? '' })}
          </h2>
          <Countdown endsAt={shown.offer.expiredAt} label={t('slider.churnText')} />
          <Link to={to(bannerSlideTarget('churn', loggedIn))} className={buttonClass('primary', 'lg')}>
            {t('slider.churnCta')}
          </Link>
        </div>
      </section>
    );
  }
  if (shown.slides.length === 0) return null;
  return <FadeSlides slides={shown.slides} loggedIn={loggedIn} />;
}

function FadeSlides({ slides, loggedIn }: { slides: readonly BannerSlide[]; loggedIn: boolean }) {
  const { t } = useTranslation('banners');
  const to = useLocalizedPath();
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [moves, setMoves] = useState(0);
  const reduced = usePrefersReducedMotion();
  const { paused, handlers } = useHoverFocusPause();
  const count = slides.length;
  const go = (index: number) => {
    setActive(((index % count) + count) % count);
    setMoves((m) => m + 1);
  };
  const running = count > 1 && !stopped && !paused && !reduced;
  useInterval(() => setActive((i) => (i + 1) % count), UI_TIMINGS.bannerAutoplayMs, running, moves);

  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) >= SWIPE_MIN_PX) go(active + (dx < 0 ? 1 : -1));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(active + 1);
    else if (e.key === 'ArrowLeft') go(active - 1);
    else return;
    e.preventDefault();
  };

  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <div className="banner-slider__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={index === active ? 'banner-slide banner-slide--active' : 'banner-slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.goTo', { number: index + 1, count })}
            aria-hidden={index !== active}
            data-testid="banner-slide"
          >
            <Link
              to={to(bannerSlideTarget(slide, loggedIn))}
              className="banner-slide__link"
              tabIndex={index === active ? 0 : -1}
              draggable={false}
            >
              <Picture
                className="banner-slide__picture"
                sources={{
                  desktop: slide.imageDesktop,
                  desktopWebp: slide.imageDesktopWebp,
                  mobile: slide.imageMobile,
                  mobileWebp: slide.imageMobileWebp,
                }}
                // The caption below says it all; the picture is decoration.
                alt=""
                width={1200}
                height={360}
                mobileWidth={600}
                mobileHeight={400}
                eager={index === 0}
              />
              <span className="banner-slide__caption">{slide.alt}</span>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-slider__controls">
          <button
            type="button"
            className="slider-arrow slider-arrow--prev"
            aria-label={t('carousel.previous')}
            onClick={() => go(active - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="banner-slider__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="slider-dot"
                aria-label={t('carousel.goTo', { number: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="slider-pause"
            aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
          <button
            type="button"
            className="slider-arrow slider-arrow--next"
            aria-label={t('carousel.next')}
            onClick={() => go(active + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
