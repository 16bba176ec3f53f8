import type { ApiTypes } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { CountryFlag } from '../../components/flags/index.js';

/**
 * Localized name of each country we ship from, with its flag. The server's icon is a flag emoji,
 * which Windows and many Linux desktops draw as two bare letters or empty boxes, so the flag is an
 * SVG image (CountryFlag) and the name says the rest.
 */
export function CountriesGrid({
  countries,
  failed,
}: {
  countries: readonly Pick<ApiTypes.Country, 'code' | 'text' | 'affordable'>[];
  failed: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <section className="section" aria-labelledby="countries-title">
      <div className="container">
        <div className="section__head">
          <h2 id="countries-title">{t('countries.title')}</h2>
          {countries.length > 0 && (
            <p className="section__meta">{t('countries.count', { count: countries.length })}</p>
          )}
        </div>
        {failed ? (
          <p className="notice notice--error" role="alert">
            {t('countries.error')}
          </p>
        ) : countries.length === 0 ? (
          <p className="notice">{t('countries.empty')}</p>
        ) : (
          <ul className="countries">
            {countries.map((country) => (
              <li key={country.code} className={country.affordable ? 'country' : 'country country--off'}>
                <CountryFlag code={country.code} size={32} className="country__flag" />
                <span className="country__name">{country.text}</span>
                {!country.affordable && <span className="country__note">{t('countries.unavailable')}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
