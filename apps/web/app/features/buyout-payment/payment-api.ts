import { endpoints, type ApiClient, type IdentityDocumentData } from '@posylka/contract';
import { passportFromDocument } from '../order-core/index.js';

/**
 * The payment pages' calls (issue 6 buy-out contract, SPEC §7 "Buy-out"), through the contract's
 * endpoints (method and path only), so no route schema reaches the browser.
 */
export const paymentPageApi = {
  view: (api: ApiClient, id: string) => api.call(endpoints.viewBuyout, { params: { id } }),
  settings: (api: ApiClient) => api.call(endpoints.buyoutSettings),
  /** GET /buyout/{id}/payment: where to pay (SPEC §7 "returns paymentSystem"). */
  payment: (api: ApiClient, id: string, paymentSystem: string | null) =>
    api.call(endpoints.buyoutPayment, { params: { id }, query: paymentSystem ? { paymentSystem } : {} }),
  /** GET /buyout/{id}/check_payment: 202 while pending (the client retries per SPEC §9), then the result. */
  checkPayment: (api: ApiClient, id: string) => api.call(endpoints.checkBuyoutPayment, { params: { id } }),
  churn: (api: ApiClient) => api.call(endpoints.activeChurn, { noErrorToast: true }),
  /** GET /personal/passports/active: the document kept in the cabinet, or null. */
  activePassport: async (api: ApiClient) =>
    (await api.call(endpoints.activePassport, { noErrorToast: true })).document,
  /**
   * POST /buyout/{id}/passport with the saved document's values and the consent just given; the
   * order gets its own copy, the cabinet's stays the active one (saveToCabinet false).
   */
  addSavedPassport: (api: ApiClient, id: string, document: IdentityDocumentData) =>
    api.call(endpoints.saveBuyoutPassport, {
      params: { id },
      body: { ...passportFromDocument(document), saveToCabinet: false, consent: true, agreement: true },
      noErrorToast: true,
    }),
};
