import type { ApiTypes } from '@posylka/contract';
import type { Route } from './+types/home';
import { serverApi } from '../api/server-api.js';
import { CountriesGrid, Hero, Services } from '../features/home/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';

/** Countries are server-rendered: the grid is in the first HTML, good for visitors and search engines. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const countries: ApiTypes.Country[] = await serverApi(context, locale).extra.countries();
    return { countries, failed: false };
  } catch {
    return { countries: [] as ApiTypes.Country[], failed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'home', { title: 'meta.title', description: 'meta.description' });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Services />
      <CountriesGrid countries={loaderData.countries} failed={loaderData.failed} />
    </>
  );
}
