import { isApiError, type ForwardingOrder } from '@posylka/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath, localizePath } from '../../i18n/locale-path.js';
import { showApi } from './show-api.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

export interface ForwardingShowData {
  order: ForwardingOrder;
}

/**
 * /forwarding/show/{id} (SPEC §2 forwarding-show): the order must be mine; an unknown or another
 * customer's id is the 404 page, and a visitor logs in and comes back. A draft (checkout not
 * finished, parcel not at the warehouse) has nothing to track yet: its link opens the wizard where it
 * stopped. A parcel the warehouse registered for the customer (unregistered) does show here.
 */
export async function loadForwardingShow(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<ForwardingShowData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  let order: ForwardingOrder;
  try {
    order = await showApi.order(serverApi(context, locale), id);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    if (isApiError(error) && error.status === 404)
      throw new Response(error.errorDescription, { status: 404 });
    throw error;
  }
  const isDraft = order.shipment
    ? order.shipment.listStatus === 'draft'
    : !order.states.isCheckoutCompleted && !order.states.isCreatedByWarehouse;
  if (isDraft) throw redirect(localizePath(`/forwarding/edit/${encodeURIComponent(order.id)}`, locale));
  return { order };
}
