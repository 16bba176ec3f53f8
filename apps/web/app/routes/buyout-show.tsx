import type { Route } from './+types/buyout-show';
import { BuyoutShowPage, loadBuyoutShow } from '../features/buyout-show/index.js';
import { pageMeta } from '../i18n/meta.js';

/** Issue 6: the buy-out order page /buyout/show/{id}. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBuyoutShow(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'buyoutShow', { title: 'meta.title' }),
];

export default function BuyoutShow({ loaderData }: Route.ComponentProps) {
  // Keyed by order and its last change: a refund or another order starts from the loader's answer.
  return <BuyoutShowPage key={`${loaderData.order.id}:${loaderData.order.updatedAt}`} data={loaderData} />;
}
