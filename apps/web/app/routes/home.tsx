import type { ApiTypes } from '@posylka/contract';
import type { Route } from './+types/home';
import { serverApi } from '../api/server-api.js';
import { BannerSlider, BuyoutPromo, HeaderTicker } from '../features/banners/index.js';
import {
  ArticlesSlider,
  CompareSlider,
  CountriesGrid,
  Hero,
  loadHomeContent,
  PromotionStrip,
  Services,
  ShopsSlider,
} from '../features/home/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';
import { useRootData } from '../root-data.js';

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
    loadHomeContent(api),
  ]);
  return { countries: countries.list, failed: countries.failed, ...content };
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
      <Hero />
      <PromotionStrip promotions={data.promotions} />
      <Services />
      <ShopsSlider shops={data.shops} />
      <CompareSlider products={data.compareProducts} loggedIn={loggedIn} />
      <CountriesGrid countries={data.countries} failed={data.failed} />
      <ArticlesSlider articles={data.articles} />
      <BuyoutPromo />
    </>
  );
}
