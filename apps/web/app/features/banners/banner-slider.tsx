import type { BannerSlide } from '@posylka/contract';
import { bannerSlideTarget, bannerSlidesFor, UI_TIMINGS, type ChurnOfferLike } from '@posylka/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPause,
  CarouselPrevious,
  CarouselSlides,
} from '../../components/ui/carousel.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { useCarouselLabels } from './carousel-labels.js';
import { Countdown } from './countdown.js';
import { Picture } from './picture.js';

/** A churn offer with its discount written for the page (domain formatMoney, in the loader). */
export type ChurnBanner = ChurnOfferLike & { discountText: string };

/**
 * Home banner slider (SPEC §2), on the shared carousel: fades every 5 s, pauses on hover or focus
 * and for reduced motion, has a pause button, dots and (above 1080 px) arrows, takes the arrow keys
 * and follows a swipe. A churn offer replaces the normal slides until its expiredAt (SPEC §4).
 */
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
  const labels = useCarouselLabels();
  return (
    <Carousel
      as="section"
      mode="fade"
      className="banner-slider"
      label={t('slider.label')}
      labels={labels}
      autoplayMs={UI_TIMINGS.bannerAutoplayMs}
      items={slides}
      itemKey={(slide) => slide.id}
      renderItem={(slide, index, { current }) => (
        <div
          className={current ? 'banner-slide banner-slide--active' : 'banner-slide'}
          data-testid="banner-slide"
        >
          <Link
            to={to(bannerSlideTarget(slide, loggedIn))}
            className="banner-slide__link"
            tabIndex={current ? 0 : -1}
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
      )}
    >
      <CarouselSlides className="banner-slider__viewport" />
      {slides.length > 1 && (
        <div className="banner-slider__controls">
          <CarouselPrevious />
          <CarouselDots />
          <CarouselPause />
          <CarouselNext />
        </div>
      )}
    </Carousel>
  );
}
