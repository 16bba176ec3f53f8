import { useTranslation } from '../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Route } from './+types/landing-ca';
import { serverApi } from '../api/server-api.js';
import { buttonClass } from '../components/ui/button.js';
import { DeliveryCalculator, loadCalculatorReference } from '../features/calculators/index.js';
import { ForbiddenItemsList, LandingTariffs } from '../features/content-pages/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';
import { useLocalizedPath } from '../i18n/use-locale.js';

/** SPEC §2 /landings/ca: the Canada warehouse, its tariff grid and the delivery calculator, server-rendered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return loadCalculatorReference(serverApi(context, locale));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'pages', { title: 'landingCa.meta.title', description: 'landingCa.meta.description' });

export default function LandingCa({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const to = useLocalizedPath();
  const { countries, rates } = loaderData;
  const canada = countries.find((c) => c.code === 'CA');
  const place = canada?.places[0];
  return (
    <div className="container page">
      <header className="page__head landing__hero">
        <span className="landing__eyebrow">{t('landingCa.eyebrow')}</span>
        <h1>{t('landingCa.title')}</h1>
        <p className="page__sub">{t('landingCa.lead')}</p>
        <p>
          <Link className={buttonClass('primary', 'lg')} to={to('/register')}>
            {t('landingCa.register')}
          </Link>
        </p>
      </header>
      <div className="landing__grid">
        <section className="card" aria-labelledby="ca-warehouse">
          <h2 id="ca-warehouse">{t('landingCa.warehouseTitle')}</h2>
          {place && (
            <p>
              {t('landingCa.warehouseText', {
                place: place.name === place.city ? place.city : `${place.name}, ${place.city}`,
              })}
            </p>
          )}
          <p>{t('landingCa.transport')}</p>
          {canada && <p>{t('landingCa.currencies', { list: canada.formCurrencies.join(', ') })}</p>}
          {canada && (
            <>
              <h3>{t('landingCa.tariffsTitle')}</h3>
              <LandingTariffs country={canada} rates={rates} />
            </>
          )}
        </section>
        <DeliveryCalculator countries={countries} rates={rates} initialCountry="CA" />
      </div>
      <section className="section" aria-labelledby="ca-forbidden">
        <h2 id="ca-forbidden">{t('landingCa.forbiddenTitle')}</h2>
        <ForbiddenItemsList country="CA" />
      </section>
    </div>
  );
}
