import type { ApiTypes } from '@posylka/contract';
import { lazy, Suspense } from 'react';
import type { Route } from './+types/home';
import { serverApi } from '../api/server-api.js';
import { BannerSlider, HeaderTicker } from '../features/banners/index.js';
import {
  ArticlesSlider,
  CompareSlider,
  CountriesGrid,
  Hero,
  HowToOrder,
  loadHomeContent,
  PromotionStrip,
  Services,
  ShopsSlider,
} from '../features/home/index.js';
import { withPriceTexts } from '../features/home/compare-prices.js';
import { ratesFromSettings } from '../features/calculators/reference.js';
import { deliveryFromTexts } from '../features/tariffs/delivery-from.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';
import { useRootData } from '../root-data.js';

// The buy-out promo renders nothing until a scroll or exit intent opens it (at most once a day), so
// it and its modal load lazily, outside the first load (issue #7).
const BuyoutPromo = lazy(() =>
  import('../features/banners/buyout-promo.js').then((m) => ({ default: m.BuyoutPromo })),
);

/**
 * Everything on the home page is server-rendered (good for visitors and search engines); each part
 * is loaded on its own, so one failing list leaves only its section out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const api = serverApi(context, locale);
  const [countries, content] = await Promise.all([
    api.extra.countries().then(
      (list: ApiTypes.Country[]) => ({ list, failed: false }),
      () => ({ list: [] as ApiTypes.Country[], failed: true }),
    ),
    loadHomeContent(api, locale),
  ]);
  // The settings stay on the server: the page needs only the texts written from them.
  const { settings, ...shown } = content;
  return {
    // Only what the grid shows: the full country (tariff grids, warehouses, documents) was 20 KB of
    // the page's HTML.
    countries: countries.list.map(({ code, text, affordable }) => ({ code, text, affordable })),
    failed: countries.failed,
    ...shown,
    compareProducts: withPriceTexts(content.compareProducts, locale),
    // "Delivery from the US from 7 $ per 0.5 kg", priced from the grid by the domain's price list.
    heroPrice: settings ? deliveryFromTexts(countries.list, ratesFromSettings(settings), locale) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'home', { title: 'meta.title', description: 'meta.description' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const loggedIn = Boolean(useRootData()?.user);
  const data = loaderData;
  return (
    <>
      <HeaderTicker items={data.headerItems} />
      <BannerSlider slides={data.banners} churn={data.churn} loggedIn={loggedIn} />
      <Hero price={data.heroPrice} />
      <PromotionStrip promotions={data.promotions} />
      <Services buyoutFees={data.buyoutFees} />
      <HowToOrder buyoutFees={data.buyoutFees} />
      <ShopsSlider shops={data.shops} />
      <CompareSlider products={data.compareProducts} loggedIn={loggedIn} />
      <CountriesGrid countries={data.countries} failed={data.failed} />
      <ArticlesSlider articles={data.articles} />
      <Suspense fallback={null}>
        <BuyoutPromo buyoutFees={data.buyoutFees} />
      </Suspense>
    </>
  );
}
