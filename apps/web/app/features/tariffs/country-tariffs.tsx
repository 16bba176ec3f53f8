import {
  convert,
  formatDecimal,
  formatMoney,
  formatWeight,
  LOCALE_TAGS,
  rateToUah,
  roundMoney,
  type Locale,
  type Money,
  type Rates,
} from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { CountryFlag } from '../../components/flags/index.js';
import { useLocale } from '../../i18n/use-locale.js';
import { currencyOf } from '../calculators/index.js';
import type { CountryTariff, WarehouseTariff } from './tariff-tables.js';

/** Anchor of the selected country's tables: the country list links to it, so a phone scrolls there. */
export const COUNTRY_SECTION_ID = 'tariffs-country';

/** The NBU date as the page's language writes it ("14 травня 2026 р."), the same on server and browser. */
function formatRateDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * "1 $ = 36,57 ₴" for the currency of the grid; a currency worth less than a hryvnia is shown per 100
 * ("100 HUF = 10,12 ₴"), so the figure keeps its digits.
 */
function rateTexts(currency: Money['currency'], rates: Rates, locale: Locale) {
  const unit: Money = { amount: rateToUah(currency, rates).lessThan(1) ? '100' : '1', currency };
  return {
    amount: formatMoney(unit, locale, { wholeWithoutCents: true }),
    uah: formatMoney(roundMoney(convert(unit, 'UAH', rates)), locale),
  };
}

/** The selected country: a table per warehouse (weight, price, hryvnias) and the grid's bands. */
export function CountryTariffs({ tariff, rates }: { tariff: CountryTariff; rates: Rates }) {
  const { t } = useTranslation('tariffs');
  const locale = useLocale();
  const { country, warehouses } = tariff;
  const currency = currencyOf(country);
  const several = warehouses.length > 1;
  const headingId = `${COUNTRY_SECTION_ID}-title`;
  return (
    <section id={COUNTRY_SECTION_ID} className="tariffs__country card" aria-labelledby={headingId}>
      <div className="tariffs__country-head">
        <h2 id={headingId} className="tariffs__country-title">
          <CountryFlag code={country.code} size={32} />
          {country.text}
        </h2>
        {several && (
          <p className="tariffs__meta">{t('countries.warehouses', { count: warehouses.length })}</p>
        )}
      </div>
      {!country.affordable && <p className="notice">{t('country.unavailable')}</p>}
      {currency !== 'UAH' && (
        <p className="tariffs__rate">
          {t('country.rate', {
            date: formatRateDate(rates.date, locale),
            ...rateTexts(currency, rates, locale),
          })}
        </p>
      )}
      <div className={several ? 'tariffs__warehouses' : 'tariffs__warehouses tariffs__warehouses--one'}>
        {warehouses.map((warehouse) => (
          <WarehouseTable key={warehouse.stockId} warehouse={warehouse} locale={locale} />
        ))}
      </div>
      <p className="tariffs__note">{t('country.note')}</p>
    </section>
  );
}

function WarehouseTable({ warehouse, locale }: { warehouse: WarehouseTariff; locale: Locale }) {
  const { t } = useTranslation('tariffs');
  const place = warehouse.name === warehouse.city ? warehouse.name : `${warehouse.name} (${warehouse.city})`;
  return (
    <div className="tariffs__warehouse" data-stock={warehouse.stockId}>
      <table className="tariffs-table">
        <caption className="tariffs-table__caption">{t('country.warehouse', { place })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('country.weight')}</th>
            <th scope="col">{t('country.price')}</th>
            <th scope="col">{t('country.priceUah')}</th>
          </tr>
        </thead>
        <tbody>
          {warehouse.rows.map((row) => (
            <tr key={row.weightKg}>
              <th scope="row">{formatWeight(row.weightKg, locale)}</th>
              <td>{formatMoney(row.price, locale)}</td>
              <td>{formatMoney(row.priceUah, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="tariffs__bands">
        <h3 className="tariffs__bands-title">{t('country.bandsTitle')}</h3>
        <dl className="tariffs__band-list">
          {warehouse.bands.map((band) => (
            <div key={`${band.from}-${band.to}`} className="tariffs__band">
              <dt>
                {band.from === 0
                  ? t('country.bandFirst', { to: formatWeight(band.to, locale) })
                  : t('country.band', {
                      from: formatDecimal(band.from, locale, 1),
                      to: formatWeight(band.to, locale),
                    })}
              </dt>
              <dd>
                {t('country.perHalfKg', { price: formatMoney(band.perHalfKg, locale) })}
                <span className="tariffs__uah">{formatMoney(band.perHalfKgUah, locale)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
