import { formatPercent, savingsSliderTarget } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { Carousel } from '../../components/ui/carousel.js';
import { useCarouselLabels } from '../banners/index.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import type { PricedCompareProduct } from './compare-prices.js';

/** SPEC §2 savings slider: each product's price in Ukraine against buying abroad with our delivery. */
export function CompareSlider({
  products,
  loggedIn,
}: {
  products: readonly PricedCompareProduct[];
  loggedIn: boolean;
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const to = useLocalizedPath();
  const labels = useCarouselLabels();
  if (products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="compare-title">
      <div className="container">
        <div className="section__head">
          <h2 id="compare-title">{t('compare.title')}</h2>
          <p className="section__meta">{t('compare.subtitle')}</p>
        </div>
        <Carousel
          className="home-slider--compare"
          label={t('compare.title')}
          labels={labels}
          items={products}
          itemKey={(p) => p.id}
          renderItem={(p) => (
            <article className="card compare-card">
              <img src={p.img} alt="" width={240} height={200} loading="lazy" decoding="async" />
              <h3 className="compare-card__title">{p.title}</h3>
              <p className="compare-card__text">{p.description}</p>
              <dl className="compare-card__prices">
                <div>
                  <dt>{t('compare.priceUkraine')}</dt>
                  <dd className="compare-card__old">{p.priceUkraineText}</dd>
                </div>
                <div>
                  <dt>{t('compare.priceAbroad')}</dt>
                  <dd className="compare-card__new">{p.priceUSAText}</dd>
                </div>
              </dl>
              <p className="compare-card__saving">
                {t('compare.saving', { percent: formatPercent(p.discount, locale) })}
              </p>
            </article>
          )}
        />
        <p className="section__actions">
          <Link to={to(savingsSliderTarget(loggedIn))} className={buttonClass('primary')}>
            {t('compare.cta')}
          </Link>
        </p>
      </div>
    </section>
  );
}
