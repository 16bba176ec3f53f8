import { endpoints, isApiError, type IdentityDocumentData } from '@posylka/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath, localizePath } from '../../i18n/locale-path.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

export interface BuyoutPassportLoaderData {
  orderId: string;
  orderNumber: string;
  activeDocument: IdentityDocumentData | null;
  returningFromDiia: boolean;
}

/**
 * /buyout/passport?orderId=...: the order must be mine (GET /buyout/{id}/view; another customer's or
 * an unknown id is the 404 page), a visitor logs in and comes back, and the cabinet's active document
 * (GET /personal/passports/active) prefills the form. Without an order there is nothing to attach
 * the document to, so the page sends the customer to the orders list.
 */
export async function loadBuyoutPassport(
  request: Request,
  context: AppLoadContext,
): Promise<BuyoutPassportLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const orderId = url.searchParams.get('orderId')?.trim() ?? '';
  if (!orderId) throw redirect(localizePath('/orders', locale));
  const api = serverApi(context, locale);
  try {
    const [order, active] = await Promise.all([
      api.call(endpoints.viewBuyout, { params: { id: orderId } }),
      api.call(endpoints.activePassport).catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) throw error;
        // No prefill is not a reason to refuse the page.
        return { document: null };
      }),
    ]);
    return {
      orderId: order.id,
      orderNumber: order.number,
      activeDocument: active.document,
      returningFromDiia: url.searchParams.get('diia') === 'return',
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
