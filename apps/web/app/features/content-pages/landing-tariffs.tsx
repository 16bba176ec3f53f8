import type { ApiTypes } from '@posylka/contract';
import {
  convert,
  formatDecimal,
  formatMoney,
  formatWeight,
  isCurrencyCode,
  roundMoney,
  type Rates,
} from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

/** A country's tariff grid as a table: weight band, price per 0.5 kg in its currency and in UAH. */
export function LandingTariffs({ country, rates }: { country: ApiTypes.Country; rates: Rates }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const currency = isCurrencyCode(country.currency.code) ? country.currency.code : 'USD';
  const stock = country.places[0]?.id;
  return (
    <table className="tariff-table">
      <thead>
        <tr>
          <th scope="col">{t('landingCa.band')}</th>
          <th scope="col">{t('landingCa.perHalfKg')}</th>
        </tr>
      </thead>
      <tbody>
        {country.tariff_grid
          .filter((e) => e.stock_id === stock)
          .map((e) => {
            const price = { amount: e.price, currency };
            return (
              <tr key={`${e.from}-${e.to}`}>
                <td>
                  {t('landingCa.bandValue', {
                    from: formatDecimal(e.from, locale, 1),
                    to: formatWeight(e.to, locale),
                  })}
                </td>
                <td>
                  <strong>{formatMoney(price, locale)}</strong>{' '}
                  <span className="calc-result__secondary">
                    ≈ {formatMoney(roundMoney(convert(price, 'UAH', rates)), locale)}
                  </span>
                </td>
              </tr>
            );
          })}
      </tbody>
    </table>
  );
}
