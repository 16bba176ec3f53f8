import { endpoints, type ApiClient, type ValidatePromoCodeBody } from '@posylka/contract';
import type { SaveCall } from '@posylka/domain';
import type { WizardPayload } from './payload.js';

/**
 * The calls of the wizard (SPEC §7 "Orders", "Extra", /forwarding, promo), each on its route's
 * endpoint: path and types come from the contract, so no route schema reaches the browser.
 */
export function wizardApi(api: ApiClient) {
  return {
    order: (id: string) => api.call(endpoints.getOrder, { params: { id } }),
    /** The save of SPEC §4: draft creation, draft update or update of a completed order. */
    save: (call: SaveCall, payload: WizardPayload, id: string | null) => {
      if (call === 'draftCreate' || id == null)
        return api.call(endpoints.createDraftOrder, { body: payload });
      return call === 'update'
        ? api.call(endpoints.editOrder, { params: { id }, body: payload })
        : api.call(endpoints.updateDraftOrder, { params: { id }, body: payload });
    },
    complete: (id: string, payload: WizardPayload) =>
      api.call(endpoints.completeOrder, { params: { id }, body: payload }),
    unblock: (id: string) => api.call(endpoints.unblockOrder, { params: { id } }),
    clearPromo: (id: string) => api.call(endpoints.clearOrderPromo, { params: { id } }),
    settings: (countryCode: string, orderId: string | null) =>
      api.call(endpoints.forwardingOrderSettings, {
        query: orderId ? { countryCode, orderId } : { countryCode },
      }),
    companies: (countryCode: string) => api.call(endpoints.companies, { query: { countryCode } }),
    categories: (query: string, page: number) =>
      api.call(endpoints.categories, { query: { ...(query ? { query } : {}), page, limit: 20 } }),
    validatePromo: (body: ValidatePromoCodeBody) => api.call(endpoints.validatePromoCode, { body }),
    churn: () => api.call(endpoints.activeChurn, { noErrorToast: true }),
  };
}
export type WizardApi = ReturnType<typeof wizardApi>;
