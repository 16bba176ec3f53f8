import type { ApiTypes } from '@posylka/contract';
import { compareSaving, formatMoney, formatPercent, type Rates } from '@posylka/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { Carousel } from '../../components/ui/carousel.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';
import { COMPARE_PRODUCTS } from './examples.js';
import { priceListOf } from './reference.js';

/**
 * SPEC §1 savings compare slider: the Ukrainian shop price against the US price converted at the NBU
 * rate plus our delivery (domain compareSaving). SPEC §2: the button leads to the catalogue for a
 * signed-in customer, otherwise to registration. SPEC §9: 5 slides, 3 on mobile.
 */
const COMPARE_SLIDES = 5;
const COMPARE_SLIDES_MOBILE = 3;

export function CompareSlider({
  countries,
  rates,
}: {
  countries: readonly ApiTypes.Country[];
  rates: Rates;
}) {
  const { t } = useTranslation('calculators');
  const locale = useLocale();
  const to = useLocalizedPath();
  const signedIn = Boolean(useRootData()?.user);
  const headingId = useId();
  const slides = COMPARE_PRODUCTS.flatMap((product) => {
    const country = countries.find((c) => c.code === product.country);
    if (!country) return [];
    const saving = compareSaving({
      priceUkraine: { amount: product.priceUkraine, currency: 'UAH' },
      priceAbroad: { amount: product.priceUSA, currency: 'USD' },
      weightKg: product.weightKg,
      delivery: priceListOf(country, null),
      rates,
    });
    if (!saving || Number(saving.saving.amount) <= 0) return [];
    return [{ product, saving }];
  });
  // SPEC §9 "compare 5 (3 on mobile)": five products, the last two hidden at 600 px or less.
  const shown = slides.slice(0, COMPARE_SLIDES);
  if (shown.length === 0) return null;
  return (
    <section className="section compare" aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId}>{t('compare.title')}</h2>
        <p className="section__meta">{t('compare.lead')}</p>
      </div>
      <Carousel
        className="slider slider--compare"
        slideClassName="slider__slide"
        step="slide"
        wrap={false}
        mobileLimit={COMPARE_SLIDES_MOBILE}
        label={t('compare.title')}
        labels={{ previous: t('slider.prev'), next: t('slider.next') }}
        items={shown}
        itemKey={({ product }) => product.id}
        renderItem={({ product, saving }) => (
          <article className="calc-compare-card card" data-testid="compare-card">
            <span className="calc-compare-card__badge">−{formatPercent(saving.savingPercent, locale)}</span>
            <h3 className="calc-compare-card__title">{t(`compare.products.${product.id}`)}</h3>
            <dl className="calc-compare-card__prices">
              <div>
                <dt>{t('compare.priceUkraine')}</dt>
                <dd className="calc-compare-card__old">
                  {formatMoney({ amount: product.priceUkraine, currency: 'UAH' }, locale)}
                </dd>
              </div>
              <div>
                <dt>{t('compare.priceUSA')}</dt>
                <dd>
                  {formatMoney({ amount: product.priceUSA, currency: 'USD' }, locale)}{' '}
                  <span className="calc-result__secondary">
                    ≈ {formatMoney(saving.priceAbroadUah, locale)}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('compare.delivery')}</dt>
                <dd>{formatMoney(saving.deliveryUah, locale)}</dd>
              </div>
              <div className="calc-compare-card__saving">
                <dt>{t('compare.saving')}</dt>
                <dd>{formatMoney(saving.saving, locale)}</dd>
              </div>
            </dl>
          </article>
        )}
      />
      <p className="compare__cta">
        <Link className={buttonClass('primary')} to={to(signedIn ? '/catalog' : '/register')}>
          {signedIn ? t('compare.toCatalog') : t('compare.toRegister')}
        </Link>
      </p>
    </section>
  );
}
