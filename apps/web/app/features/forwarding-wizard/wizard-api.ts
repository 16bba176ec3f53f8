import {
  API_BASE,
  orderPaths,
  type ApiClient,
  type CategoriesResponse,
  type ChurnOffer,
  type CompanyItem,
  type ForwardingOrder,
  type ForwardingOrderSettings,
  type PromoCheck,
  type ValidatePromoCodeBody,
} from '@posylka/contract';
import type { SaveCall } from '@posylka/domain';
import type { WizardPayload } from './payload.js';

/**
 * The calls of the wizard (SPEC §7 "Orders", "Extra", /forwarding, promo). Built on the client's
 * `request` with the contract's types and paths only, so no route schema reaches the browser.
 */
export function wizardApi(api: ApiClient) {
  const { request } = api;
  return {
    order: (id: string) => request<ForwardingOrder>('GET', API_BASE + orderPaths.one(id)),
    /** The save of SPEC §4: draft creation, draft update or update of a completed order. */
    save: (call: SaveCall, payload: WizardPayload, id: string | null) => {
      if (call === 'draftCreate' || id == null)
        return request<ForwardingOrder>('POST', `${API_BASE}/orders/draft`, { body: payload });
      const path = call === 'update' ? orderPaths.edit(id) : orderPaths.draft(id);
      return request<ForwardingOrder>('PUT', API_BASE + path, { body: payload });
    },
    complete: (id: string, payload: WizardPayload) =>
      request<ForwardingOrder>('POST', API_BASE + orderPaths.complete(id), { body: payload }),
    unblock: (id: string) => request<ForwardingOrder>('POST', API_BASE + orderPaths.unblock(id)),
    clearPromo: (id: string) => request<ForwardingOrder>('POST', API_BASE + orderPaths.clearPromo(id)),
    settings: (countryCode: string, orderId: string | null) =>
      request<ForwardingOrderSettings>('GET', `${API_BASE}/forwarding`, {
        query: orderId ? { countryCode, orderId } : { countryCode },
      }),
    companies: (countryCode: string) =>
      request<CompanyItem[]>('GET', `${API_BASE}/extra/companies`, { query: { countryCode } }),
    categories: (query: string, page: number) =>
      request<CategoriesResponse>('GET', `${API_BASE}/extra/categories`, {
        query: { ...(query ? { query } : {}), page, limit: 20 },
      }),
    validatePromo: (body: ValidatePromoCodeBody) =>
      request<PromoCheck>('POST', `${API_BASE}/validate-promo-code`, { body }),
    churn: () =>
      request<{ offer: ChurnOffer | null }>('GET', `${API_BASE}/churn/active`, { noErrorToast: true }),
  };
}
export type WizardApi = ReturnType<typeof wizardApi>;
