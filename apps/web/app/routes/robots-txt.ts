import type { Route } from './+types/robots-txt';
import { buildRobots } from '../features/seo/index.js';

/** /robots.txt: crawlers keep out of the API, the cabinet and dev tools (resource route). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobots(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
