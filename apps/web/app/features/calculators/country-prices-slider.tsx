import type { ApiTypes } from '@posylka/contract';
import { formatMoney, quotePriceList, WEIGHT_STEP_KG, type Rates } from '@posylka/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Carousel } from '../../components/ui/carousel.js';
import { useLocale } from '../../i18n/use-locale.js';
import { priceListOf } from './reference.js';

/**
 * SPEC §2 prices-by-country slider: per country, the first tariff (the price of the first 0.5 kg from
 * its first warehouse), in the country's currency and in UAH, both from the domain price list.
 */
export function CountryPricesSlider({
  countries,
  rates,
}: {
  countries: readonly ApiTypes.Country[];
  rates: Rates;
}) {
  const { t } = useTranslation('calculators');
  const headingId = useId();
  const locale = useLocale();
  const slides = countries.flatMap((country) => {
    const quote = quotePriceList({ ...priceListOf(country, null), weightKg: WEIGHT_STEP_KG, rates });
    return quote.ok ? [{ country, quote }] : [];
  });
  if (slides.length === 0) return null;
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId}>{t('countryPrices.title')}</h2>
        <p className="section__meta">{t('countryPrices.lead')}</p>
      </div>
      <Carousel
        className="slider slider--prices"
        slideClassName="slider__slide"
        step="slide"
        wrap={false}
        label={t('countryPrices.title')}
        labels={{ previous: t('slider.prev'), next: t('slider.next') }}
        items={slides}
        itemKey={({ country }) => country.code}
        renderItem={({ country, quote }) => (
          <article className="country-price card" data-testid="country-price">
            <span className="country-price__code" aria-hidden="true">
              {country.code}
            </span>
            <h3 className="country-price__name">{country.text}</h3>
            <p className="country-price__value">
              {t('countryPrices.from')} <strong>{formatMoney(quote.price, locale)}</strong>
            </p>
            <p className="calc-result__secondary">≈ {formatMoney(quote.priceUah, locale)}</p>
            <p className="country-price__unit">{t('countryPrices.perHalfKg')}</p>
          </article>
        )}
      />
    </section>
  );
}
