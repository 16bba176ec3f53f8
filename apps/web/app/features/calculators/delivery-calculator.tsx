import type { ApiTypes } from '@posylka/contract';
import {
  formatMoney,
  formatWeight,
  priceListErrorMessage,
  quotePriceList,
  type Rates,
} from '@posylka/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';
import { AmountInput } from './amount-input.js';
import { CountryWarehouseSelect, pickCountry } from './country-warehouse-select.js';
import { calculatorInputError, priceListOf } from './reference.js';
import { ResultRow } from './result-row.js';

/**
 * SPEC §2 delivery calculator: country, warehouse when the country has several, weight. The price is
 * the domain price list (weight rounded up to 0.5 kg, band of the warehouse, UAH at the NBU rate).
 */
export function DeliveryCalculator({
  countries,
  rates,
  initialCountry = 'US',
  initialWeight = '1',
  id,
}: {
  countries: readonly ApiTypes.Country[];
  rates: Rates;
  initialCountry?: string;
  initialWeight?: string;
  /** Anchor of the section, so other pages can link straight to this calculator. */
  id?: string;
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
  const [weight, setWeight] = useState(initialWeight);
  const inputError = calculatorInputError(weight, locale);

  const quote = useMemo(() => {
    if (!selection.country || inputError) return null;
    return quotePriceList({ ...priceListOf(selection.country, selection.stockId), weightKg: weight, rates });
  }, [selection, weight, rates, inputError]);

  return (
    <section id={id} className="calc card" aria-labelledby={headingId}>
      <h2 id={headingId} className="calc__title">
        {t('delivery.title')}
      </h2>
      <p className="calc__lead">{t('delivery.lead')}</p>
      {countries.length === 0 ? (
        <p className="notice notice--error" role="alert">
          {t('common.noCountries')}
        </p>
      ) : (
        <>
          <div className="calc__fields">
            <CountryWarehouseSelect
              countries={countries}
              country={selection.country}
              stockId={selection.stockId}
              onCountry={(code) => setSelection(pickCountry(countries, code))}
              onStock={(stockId) => setSelection((s) => ({ ...s, stockId }))}
            />
            <AmountInput
              label={t('delivery.weight')}
              value={weight}
              onChange={setWeight}
              error={inputError}
              suffix={t('common.kg')}
              hint={t('delivery.weightHint')}
            />
          </div>
          <div className="calc-result" aria-live="polite">
            {quote === null ? (
              <p className="calc-result__empty">{t('common.fixInput')}</p>
            ) : !quote.ok ? (
              <p className="calc-result__error" role="alert">
                {priceListErrorMessage(quote.error, locale, quote.maxWeightKg)}
              </p>
            ) : (
              <dl data-testid="delivery-result">
                <ResultRow
                  label={t('delivery.billedWeight')}
                  value={formatWeight(quote.billedWeightKg, locale)}
                />
                <ResultRow
                  label={t('delivery.rate')}
                  value={t('delivery.perHalfKg', {
                    price: formatMoney({ amount: quote.entry.price, currency: quote.price.currency }, locale),
                  })}
                />
                <ResultRow
                  label={t('delivery.price')}
                  value={formatMoney(quote.price, locale)}
                  secondary={formatMoney(quote.priceUah, locale)}
                  strong
                />
              </dl>
            )}
            <p className="calc-result__note">{t('delivery.note')}</p>
          </div>
        </>
      )}
    </section>
  );
}
