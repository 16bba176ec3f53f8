import { KYIV_TIME_ZONE, LOCALE_TAGS } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import {
  Carousel,
  CarouselNext,
  CarouselPrevious,
  CarouselSlides,
  useCarousel,
} from '../../components/ui/carousel.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { isHidden, setHidden, type HideKind } from './hide-cookies.js';

type Slide = {
  key: string;
  kind: HideKind;
  title: string;
  text: string;
  href: string | null;
  endsAt: string | null;
};

/**
 * SPEC §2 discounts and notifications carousel of the cabinet, on the shared carousel: the current
 * promotions and the news posts, one at a time (buttons, arrow keys, swipe). Each kind can be
 * hidden; the choice is kept in its cookie for a year (§4). The cookies are read after mounting, so
 * the server and the first client render agree.
 */
export function DiscountsCarousel() {
  const { t } = useTranslation('widgets');
  const api = useApi();
  const locale = useLocale();
  const to = useLocalizedPath();
  const [hidden, setHiddenState] = useState<Record<HideKind, boolean> | null>(null);
  useEffect(() => {
    setHiddenState({
      discounts: isHidden('discounts', document.cookie),
      notifications: isHidden('notifications', document.cookie),
    });
  }, []);

  const discounts = useQuery({
    queryKey: ['promotions', 'home', locale],
    queryFn: () => api.content.promotions('home', undefined, { noErrorToast: true }),
    enabled: hidden !== null && !hidden.discounts,
  });
  const posts = useQuery({
    queryKey: ['notification-posts', locale],
    queryFn: () => api.content.notificationPosts({ noErrorToast: true }),
    enabled: hidden !== null && !hidden.notifications,
  });

  if (hidden === null) return null;
  const hide = (kind: HideKind, value: boolean) => {
    setHidden(kind, value);
    setHiddenState((h) => (h ? { ...h, [kind]: value } : h));
  };
  if (hidden.discounts && hidden.notifications) {
    return (
      <p className="carousel-hidden">
        {t('carousel.hidden')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            hide('discounts', false);
            hide('notifications', false);
          }}
        >
          {t('carousel.showAgain')}
        </button>
      </p>
    );
  }

  const slides: Slide[] = [
    ...(hidden.discounts ? [] : (discounts.data ?? [])).map((p) => ({
      key: `d${p.id}`,
      kind: 'discounts' as const,
      title: p.title,
      text: p.text,
      href: p.href,
      endsAt: p.endsAt,
    })),
    ...(hidden.notifications ? [] : (posts.data?.items ?? [])).map((p) => ({
      key: `n${p.id}`,
      kind: 'notifications' as const,
      title: p.title,
      text: p.text,
      href: null,
      endsAt: null,
    })),
  ];
  if (slides.length === 0) return null;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: KYIV_TIME_ZONE });

  return (
    <Carousel
      // A kind shown or hidden starts again from the first slide.
      key={`${hidden.discounts}-${hidden.notifications}`}
      as="section"
      mode="single"
      className="card discounts-carousel"
      label={t('carousel.label')}
      labels={{
        previous: t('carousel.prev'),
        next: t('carousel.next'),
        slide: (current, total) => t('carousel.position', { current, total }),
      }}
      items={slides}
      itemKey={(slide) => slide.key}
      renderItem={(slide, _index, { current }) => (
        <div className="discounts-carousel__slide" data-testid={current ? 'carousel-slide' : undefined}>
          <span className={`discounts-carousel__tag discounts-carousel__tag--${slide.kind}`}>
            {slide.kind === 'discounts' ? t('carousel.discount') : t('carousel.notification')}
          </span>
          <h2 className="discounts-carousel__title">
            {slide.href ? (
              <Link to={slide.href.startsWith('/') ? to(slide.href) : slide.href}>{slide.title}</Link>
            ) : (
              slide.title
            )}
          </h2>
          <p className="discounts-carousel__text">{slide.text}</p>
          {slide.endsAt && (
            <p className="discounts-carousel__until">
              {t('carousel.until', { date: date.format(new Date(slide.endsAt)) })}
            </p>
          )}
        </div>
      )}
    >
      <CarouselSlides />
      <div className="discounts-carousel__controls">
        {slides.length > 1 && (
          <>
            <CarouselPrevious className="discounts-carousel__nav" />
            <Position />
            <CarouselNext className="discounts-carousel__nav" />
          </>
        )}
        <span className="discounts-carousel__hide">
          {!hidden.discounts && (
            <button type="button" className="link-button" onClick={() => hide('discounts', true)}>
              {t('carousel.hideDiscounts')}
            </button>
          )}
          {!hidden.notifications && (
            <button type="button" className="link-button" onClick={() => hide('notifications', true)}>
              {t('carousel.hideNotifications')}
            </button>
          )}
        </span>
      </div>
    </Carousel>
  );
}

/** "2 of 5" under the slide. */
function Position() {
  const { t } = useTranslation('widgets');
  const { current, count } = useCarousel();
  return (
    <span className="discounts-carousel__position">
      {t('carousel.position', { current: current + 1, total: count })}
    </span>
  );
}
