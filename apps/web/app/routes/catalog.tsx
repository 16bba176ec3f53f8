import type { CatalogShopsResponse, ShopCategory } from '@posylka/contract';
import {
  buildCatalogPath,
  parseCatalogQuery,
  parseCatalogSegments,
  type CatalogFilter,
} from '@posylka/domain';
import { redirect } from 'react-router';
import type { Route } from './+types/catalog';
import { serverApi } from '../api/server-api.js';
import { CatalogView, type CountryOption } from '../features/catalog/index.js';
import { catalogTexts, interpolate } from '../features/catalog/meta.js';
import { localeFromPath, localizePath } from '../i18n/locale-path.js';

/**
 * SPEC §2: /catalog[/{category}][/buy-{country}] with page, sortBy and search in the query. The
 * first page is rendered on the server (search engines and slow phones see shops at once).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const segments = parseCatalogSegments([params.first, params.second]);
  if (!segments) throw new Response(null, { status: 404 });
  const filter: CatalogFilter = { ...segments, ...parseCatalogQuery(url.searchParams) };
  const api = serverApi(context, locale);
  const [shops, categories, countries] = await Promise.all([
    api.catalog
      .shops({
        category: filter.category,
        country: filter.country,
        sortBy: filter.sortBy,
        q: filter.search || undefined,
        page: filter.page,
      })
      .catch((): CatalogShopsResponse | null => null),
    api.catalog
      .categories({ limit: 100 })
      .then((r) => r.items)
      .catch((): ShopCategory[] => []),
    api.extra
      .countries()
      .then((list) => list.map((c): CountryOption => ({ code: c.code, text: c.text })))
      .catch((): CountryOption[] => []),
  ]);
  // A page past the end (an old link after shops were removed) goes to the last page.
  if (shops && shops.total > 0 && filter.page > shops.pages) {
    throw redirect(localizePath(buildCatalogPath({ ...filter, page: shops.pages }), locale));
  }
  const labels = [
    categories.find((c) => c.slug === filter.category)?.name,
    filter.country ? (countries.find((c) => c.code === filter.country)?.text ?? filter.country) : undefined,
  ].filter((label): label is string => Boolean(label));
  return { filter, shops, categories, countries, label: labels.join(' · ') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const texts = catalogTexts(matches);
  const label = loaderData?.label ?? '';
  const title = label ? interpolate(texts.filtered, { filter: label }) : texts.title;
  return [
    { title },
    { property: 'og:title', content: title },
    { name: 'description', content: texts.description },
    { property: 'og:description', content: texts.description },
    // Search results are not pages of their own for search engines.
    ...(loaderData?.filter.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
};

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { filter, shops, categories, countries, label } = loaderData;
  return (
    <CatalogView
      filter={filter}
      shops={shops}
      categories={categories}
      countries={countries}
      heading={label || undefined}
    />
  );
}
