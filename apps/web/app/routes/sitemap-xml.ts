import type { Route } from './+types/sitemap-xml';
import { buildSitemap } from '../features/seo/index.js';

/** /sitemap.xml: the public pages in the five languages (resource route, no React). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildSitemap(new URL(request.url).origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
