import { preferenceCookie, readCookie } from '@posylka/contract';
import { ONBOARDING_HIDE_COOKIE, ONE_YEAR_COOKIE_SECONDS } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Carousel } from '../../components/ui/carousel.js';
import { StepPicture, useCarouselLabels, type StepIcon } from '../banners/index.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

const SLIDES: readonly { key: 'address' | 'shop' | 'declare' | 'receive'; icon: StepIcon; path: string }[] = [
  { key: 'address', icon: 'pin', path: '/profile/addresses/my-address' },
  { key: 'shop', icon: 'cart', path: '/catalog' },
  { key: 'declare', icon: 'form', path: '/forwarding/declaration' },
  { key: 'receive', icon: 'truck', path: '/profile/addresses' },
];

/** True when a Cookie header (or document.cookie) says the slider was closed. */
export function onboardingHidden(cookies: string | null | undefined): boolean {
  return readCookie(cookies ?? '', ONBOARDING_HIDE_COOKIE) === '1';
}

/**
 * SPEC §2 onboarding slider for a customer with no orders yet: four steps from the warehouse address
 * to delivery, each linking to where it is done. Closing it is kept in a cookie for a year; the page
 * reads that cookie on the server (`hidden`), so a closed slider never flashes in.
 */
export function Onboarding({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('orders');
  const to = useLocalizedPath();
  const labels = useCarouselLabels();
  const [closed, setClosed] = useState(hidden);
  if (closed) return null;

  const close = () => {
    document.cookie = preferenceCookie(ONBOARDING_HIDE_COOKIE, '1', { maxAge: ONE_YEAR_COOKIE_SECONDS });
    setClosed(true);
  };
  return (
    <section className="card onboarding" aria-labelledby="onboarding-title" data-testid="onboarding">
      <div className="onboarding__head">
        <h2 id="onboarding-title" className="onboarding__title">
          {t('onboarding.title')}
        </h2>
        <button
          type="button"
          className="onboarding__close"
          aria-label={t('onboarding.close')}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <Carousel
        className="step-carousel"
        label={t('onboarding.title')}
        labels={labels}
        items={SLIDES}
        itemKey={(slide) => slide.key}
        renderItem={(slide, index) => (
          <article className="step-card">
            <StepPicture icon={slide.icon} number={index + 1} />
            <h3 className="step-card__title">{t(`onboarding.${slide.key}.title`)}</h3>
            <p className="step-card__text">{t(`onboarding.${slide.key}.text`)}</p>
            <Link to={to(slide.path)} className="onboarding__link">
              {t(`onboarding.${slide.key}.cta`)}
            </Link>
          </article>
        )}
      />
    </section>
  );
}
