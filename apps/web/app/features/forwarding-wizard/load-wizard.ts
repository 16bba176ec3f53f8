import { endpoints } from '@posylka/contract';
import type { AppLoadContext } from 'react-router';
import { loadSignedIn } from '../addresses/index.js';

/**
 * Loader of both wizard routes: the signed-in customer (a visitor goes to login and comes back),
 * the countries, and on the edit route the order (another customer's or an unknown id is a 404).
 */
export async function loadWizard(request: Request, context: AppLoadContext, orderId: string | null) {
  return loadSignedIn(request, context, async (api) => {
    const [me, countries, order] = await Promise.all([
      api.personal.me(),
      api.extra.countries(),
      orderId ? api.call(endpoints.getOrder, { params: { id: orderId } }) : Promise.resolve(null),
    ]);
    return { me, countries, order };
  });
}
