import { useTranslation } from '../i18n/use-translation.js';
import type { Route } from './+types/calculators';
import { serverApi } from '../api/server-api.js';
import {
  CompareSlider,
  CountryPricesSlider,
  CustomsCalculator,
  DeliveryCalculator,
  loadCalculatorReference,
  PriceBlock,
} from '../features/calculators/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';

/** Tariffs and rates are server-rendered, so the first HTML already shows prices (and works without JS). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return loadCalculatorReference(serverApi(context, locale));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'calculators', { title: 'meta.title', description: 'meta.description' });

export default function Calculators({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('calculators');
  const { countries, rates, percents } = loaderData;
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('page.title')}</h1>
        <p className="page__sub">{t('page.lead')}</p>
      </header>
      <div className="calc-grid">
        <DeliveryCalculator id="delivery" countries={countries} rates={rates} />
        <CustomsCalculator id="customs" rates={rates} percents={percents} />
      </div>
      {countries.length > 0 && (
        <>
          <div className="section">
            <PriceBlock countries={countries} rates={rates} />
          </div>
          <CompareSlider countries={countries} rates={rates} />
          <CountryPricesSlider countries={countries} rates={rates} />
        </>
      )}
    </div>
  );
}
