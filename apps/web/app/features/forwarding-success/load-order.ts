import { endpoints, isApiError, type ForwardingOrder } from '@posylka/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath, localizePath } from '../../i18n/locale-path.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

/**
 * SPEC §2 "loads the order by the route id" (GET /orders/{id}). A visitor goes to the login page and
 * comes back; an unknown or another customer's order (404) is the 404 page.
 */
export async function loadSuccessOrder(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<{ order: ForwardingOrder }> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  let order: ForwardingOrder;
  try {
    order = await serverApi(context, locale).call(endpoints.getOrder, { params: { id } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    if (isApiError(error) && error.status === 404)
      throw new Response(error.errorDescription, { status: 404 });
    throw error;
  }
  // A draft has no success yet: its link (an old tab, a shared URL) opens the wizard where it stopped.
  if (!order.states.isCheckoutCompleted) {
    throw redirect(localizePath(`/forwarding/edit/${encodeURIComponent(order.id)}`, locale));
  }
  return { order };
}
