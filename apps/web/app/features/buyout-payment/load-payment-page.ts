import {
  isApiError,
  type BuyoutOrder,
  type BuyoutPageSettings,
  type IdentityDocumentData,
} from '@posylka/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath, localizePath } from '../../i18n/locale-path.js';
import { paymentPageApi } from './payment-api.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

export type StoreCard = BuyoutPageSettings['successPage']['company'][number];

export interface PaymentPageData {
  order: BuyoutOrder;
  /** The buy-out settings' customs limit (null without settings) and the US store cards of the success page. */
  customsLimit: { amountCustomsLimit: string; currency: string } | null;
  storeCards: StoreCard[];
  /** SPEC §2 "isEdited (the string true means the order was edited)". */
  isEdited: boolean;
  /** SPEC §2 query "paymentSystem": kept for a retry. */
  paymentSystem: string | null;
  /**
   * The identity document kept in the cabinet, offered on the success page's customs notice (issue 18
   * "the saved passport is asked again in buy-out"); loaded with the page so the offer is there at once.
   */
  savedDocument: IdentityDocumentData | null;
}

/**
 * /buyout/payment/success|failure?orderId=...: the order must be mine (GET /buyout/{id}/view: an unknown
 * or another customer's id is the 404 page); a visitor logs in and comes back. Settings are public and
 * only decorate the page, so the page still shows without them.
 */
export async function loadPaymentPage(request: Request, context: AppLoadContext): Promise<PaymentPageData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const orderId = url.searchParams.get('orderId')?.trim() ?? '';
  if (!orderId) throw redirect(localizePath('/orders', locale));
  const api = serverApi(context, locale);
  try {
    const success = url.pathname.endsWith('/success');
    const [order, settings, savedDocument] = await Promise.all([
      paymentPageApi.view(api, orderId),
      paymentPageApi.settings(api).catch(() => null),
      // Only decorates the success page: without it, the notice links to the documents page.
      success ? paymentPageApi.activePassport(api).catch(() => null) : null,
    ]);
    // A draft was never sent to payment (an old or hand-made link): its place is the checkout.
    if (order.isDraft) {
      throw redirect(`${localizePath('/buyout/checkout', locale)}?orderId=${encodeURIComponent(order.id)}`);
    }
    return {
      order,
      customsLimit: settings
        ? { amountCustomsLimit: settings.amountCustomsLimit, currency: settings.currency }
        : null,
      storeCards: settings?.successPage.company ?? [],
      isEdited: url.searchParams.get('isEdited') === 'true',
      paymentSystem: url.searchParams.get('paymentSystem'),
      savedDocument,
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
