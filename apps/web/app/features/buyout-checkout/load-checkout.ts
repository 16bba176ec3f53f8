import { endpoints } from '@posylka/contract';
import type { AppLoadContext } from 'react-router';
import { loadSignedIn } from '../addresses/index.js';

/**
 * Loader of /buyout/checkout: the signed-in customer (a visitor goes to login and comes back), the
 * buy-out settings, the address book and, with ?orderId=, the order (another customer's is a 404).
 */
export async function loadBuyoutCheckout(request: Request, context: AppLoadContext) {
  const orderId = new URL(request.url).searchParams.get('orderId');
  return loadSignedIn(request, context, async (api) => {
    const [me, settings, addresses, order] = await Promise.all([
      api.personal.me(),
      api.call(endpoints.buyoutSettings),
      api.addresses.list('all').then((answer) => answer.items),
      orderId ? api.call(endpoints.viewBuyout, { params: { id: orderId } }) : Promise.resolve(null),
    ]);
    return { me, settings, addresses, order };
  });
}
export type BuyoutCheckoutData = Awaited<ReturnType<typeof loadBuyoutCheckout>>;
