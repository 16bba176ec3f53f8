import { API_BASE, type BuyoutOrder, type BuyoutPageSettings } from '@posylka/contract';
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
      api.request<BuyoutPageSettings>('GET', `${API_BASE}/buyout/settings`),
      api.addresses.list('all').then((answer) => answer.items),
      orderId
        ? api.request<BuyoutOrder>('GET', `${API_BASE}/buyout/${encodeURIComponent(orderId)}/view`)
        : Promise.resolve(null),
    ]);
    return { me, settings, addresses, order };
  });
}
export type BuyoutCheckoutData = Awaited<ReturnType<typeof loadBuyoutCheckout>>;
