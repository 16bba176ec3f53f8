import { endpoints } from '@posylka/contract';
import { DEFAULT_LOCALE } from '@posylka/domain';
import type { Route } from './+types/sitemap-xml';
import { serverApi } from '../api/server-api.js';
import { FAQ_ARTICLES } from '../features/content-pages/index.js';
import { buildSitemap, sitemapPaths } from '../features/seo/index.js';

/**
 * /sitemap.xml: the public pages, FAQ articles and catalogue shops in the five languages (resource
 * route, no React). If the catalogue cannot be read the fixed pages are still listed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shops = await serverApi(context, DEFAULT_LOCALE)
    .call(endpoints.catalogSlugs)
    .then((answer) => answer.items)
    .catch(() => [] as string[]);
  const paths = sitemapPaths(
    FAQ_ARTICLES.map((article) => article.id),
    shops,
  );
  return new Response(buildSitemap(new URL(request.url).origin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
