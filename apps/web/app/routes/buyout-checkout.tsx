import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/buyout-checkout';
import { BuyoutCheckout, loadBuyoutCheckout } from '../features/buyout-checkout/index.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 buyout-create: /buyout/checkout, ?orderId= for a saved draft or (non-draft) the edit mode. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBuyoutCheckout(request, context);
}

/**
 * The wizard adds orderId to the query after the first save (SPEC §4); the page already holds that
 * order, so that change must not reload it (and reset the form) through the loader.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    currentUrl.pathname === nextUrl.pathname &&
    !currentUrl.searchParams.get('orderId') &&
    nextUrl.searchParams.get('orderId')
  )
    return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'buyoutCheckout', { title: 'meta.title' }),
];

export default function BuyoutCheckoutPage({ loaderData }: Route.ComponentProps) {
  // Keyed by the loaded order: another order (or a new one) starts a fresh form.
  return (
    <section className="container page">
      <BuyoutCheckout key={loaderData.order?.id ?? 'new'} data={loaderData} />
    </section>
  );
}
