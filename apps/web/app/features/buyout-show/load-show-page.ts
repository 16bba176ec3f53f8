import { isApiError, type BuyoutOrder, type BuyoutProcessing } from '@posylka/contract';
import { type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath } from '../../i18n/locale-path.js';
import { showApi, type BuyoutTrackingItem } from './show-api.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

export interface BuyoutShowData {
  order: BuyoutOrder;
  /** "N of M" products received (GET /buyout/{id}/tracking_statuses). */
  received: { received: number; total: number };
  /** Per-product track number and state; empty when the tracking answer is unavailable. */
  items: BuyoutTrackingItem[];
  /** The settings' customs limit (null without settings): decides the documents prompt. */
  customsLimit: { amountCustomsLimit: string; currency: string } | null;
  /** How the buying goes (questions to answer, refunds made); null when unavailable. */
  processing: BuyoutProcessing | null;
}

/**
 * /buyout/show/{id}: the order must be mine (an unknown or another customer's id is the 404 page); a
 * visitor logs in and comes back. Tracking, settings and processing only decorate the page, so it still shows
 * without them (the order's own tracking counter stands in).
 */
export async function loadBuyoutShow(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<BuyoutShowData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const api = serverApi(context, locale);
  try {
    const [order, received, tracking, settings, processing] = await Promise.all([
      showApi.view(api, id),
      showApi.trackingStatuses(api, id).catch(() => null),
      showApi.tracking(api, id).catch(() => null),
      showApi.settings(api).catch(() => null),
      showApi.processing(api, id).catch(() => null),
    ]);
    return {
      order,
      received: received ?? order.tracking,
      items: tracking?.items ?? [],
      customsLimit: settings
        ? { amountCustomsLimit: settings.amountCustomsLimit, currency: settings.currency }
        : null,
      processing,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    if (isApiError(error) && error.status === 404)
      throw new Response(error.errorDescription, { status: 404 });
    throw error;
  }
}
