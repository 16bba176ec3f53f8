import type { ApiTypes } from '@posylka/contract';
import { formatMoney, formatWeight, quotePriceList, type Rates } from '@posylka/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';
import { CountryWarehouseSelect, pickCountry } from './country-warehouse-select.js';
import { PRICE_EXAMPLES } from './examples.js';
import { priceListOf } from './reference.js';

/** SPEC §2 price block: country and warehouse selectors and product examples with their delivery price. */
export function PriceBlock({
  countries,
  rates,
  initialCountry = 'US',
}: {
  countries: readonly ApiTypes.Country[];
  rates: Rates;
  initialCountry?: string;
}) {
  const { t } = useTranslation('calculators');
  const locale = useLocale();
  const headingId = useId();
  const [selection, setSelection] = useState(() =>
    pickCountry(
      countries,
      countries.some((c) => c.code === initialCountry) ? initialCountry : (countries[0]?.code ?? ''),
    ),
  );
  const { country, stockId } = selection;
  if (!country) return null;
  return (
    <section className="calc card price-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="calc__title">
        {t('priceBlock.title')}
      </h2>
      <div className="calc__fields">
        <CountryWarehouseSelect
          countries={countries}
          country={country}
          stockId={stockId}
          onCountry={(code) => setSelection(pickCountry(countries, code))}
          onStock={(id) => setSelection((s) => ({ ...s, stockId: id }))}
        />
      </div>
      <ul className="price-block__list">
        {PRICE_EXAMPLES.map((example) => {
          const quote = quotePriceList({
            ...priceListOf(country, stockId),
            weightKg: example.weightKg,
            rates,
          });
          return (
            <li key={example.id} className="price-block__item">
              <span className="price-block__name">{t(`examples.${example.id}`)}</span>
              <span className="price-block__weight">{formatWeight(example.weightKg, locale)}</span>
              {quote.ok ? (
                <span className="price-block__price">
                  <strong>{formatMoney(quote.price, locale)}</strong>
                  <span className="calc-result__secondary">{formatMoney(quote.priceUah, locale)}</span>
                </span>
              ) : (
                <span className="price-block__price">—</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
