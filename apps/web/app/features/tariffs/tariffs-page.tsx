import type { ApiTypes } from '@posylka/contract';
import { formatMoney, type Rates } from '@posylka/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useSearchParams } from 'react-router';
import { CountryFlag } from '../../components/flags/index.js';
import { buttonClass } from '../../components/ui/button.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { COUNTRY_SECTION_ID, CountryTariffs } from './country-tariffs.js';
import { countryTariff, type CountryTariff } from './tariff-tables.js';

/** The country shown first when the address names none: the US, where most parcels come from. */
export const DEFAULT_TARIFF_COUNTRY = 'US';

/** `?country=pl` (any case) picks the country; an unknown code falls back to the US, then the first. */
export function selectedTariff(
  tariffs: readonly CountryTariff[],
  query: string | null,
): CountryTariff | null {
  const wanted = query?.trim().toUpperCase();
  return (
    tariffs.find((c) => c.country.code === wanted) ??
    tariffs.find((c) => c.country.code === DEFAULT_TARIFF_COUNTRY) ??
    tariffs[0] ??
    null
  );
}

/**
 * The public price list (issue 18 item 5): every country with its cheapest parcel, and the chosen
 * country's tables, one per warehouse, priced by the domain's price list from the grids of GET
 * /extra/countries, in the country's currency and in hryvnias at the NBU rate.
 */
export function TariffsPage({
  countries,
  rates,
  failed,
}: {
  countries: readonly ApiTypes.Country[];
  rates: Rates;
  failed: boolean;
}) {
  const { t } = useTranslation('tariffs');
  const locale = useLocale();
  const to = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const tariffs = useMemo(
    () => countries.map((country) => countryTariff(country, rates)).filter((c) => c.warehouses.length > 0),
    [countries, rates],
  );
  const selected = selectedTariff(tariffs, searchParams.get('country'));

  return (
    <div className="container page tariffs">
      <header className="page__head">
        <h1>{t('page.title')}</h1>
        <p className="page__sub">{t('page.lead')}</p>
        <nav className="tariffs__links" aria-label={t('page.calculatorsLabel')}>
          <Link className={buttonClass('secondary')} to={to('/calculators#delivery')}>
            {t('page.toDelivery')}
          </Link>
          <Link className={buttonClass('secondary')} to={to('/calculators#customs')}>
            {t('page.toCustoms')}
          </Link>
        </nav>
      </header>
      {failed || !selected ? (
        <p className="notice notice--error" role="alert">
          {t('page.noCountries')}
        </p>
      ) : (
        <div className="tariffs__layout">
          <nav className="tariffs__countries" aria-labelledby="tariffs-countries-title">
            <h2 id="tariffs-countries-title" className="tariffs__countries-title">
              {t('countries.label')}{' '}
              <span className="tariffs__meta">{t('countries.count', { count: tariffs.length })}</span>
            </h2>
            <ul className="tariffs__country-list">
              {tariffs.map(({ country, from }) => {
                const current = country === selected.country;
                return (
                  <li key={country.code}>
                    <Link
                      className="tariffs__country-link"
                      to={{ search: `?country=${country.code.toLowerCase()}`, hash: COUNTRY_SECTION_ID }}
                      aria-current={current ? 'true' : undefined}
                    >
                      <CountryFlag code={country.code} size={24} className="tariffs__flag" />
                      <span className="tariffs__country-name">{country.text}</span>
                      {from && (
                        <span className="tariffs__country-from">
                          {t('countries.from', { price: formatMoney(from.price, locale) })}
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <CountryTariffs tariff={selected} rates={rates} />
        </div>
      )}
    </div>
  );
}
