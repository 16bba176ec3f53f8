import { endpoints, type ApiClient } from '@posylka/contract';

/**
 * The order page's calls (issue 6 buy-out contract), through the contract's endpoints (method and
 * path only), so no route schema reaches the browser.
 */
export const showApi = {
  view: (api: ApiClient, id: string) => api.call(endpoints.viewBuyout, { params: { id } }),
  trackingStatuses: (api: ApiClient, id: string) =>
    api.call(endpoints.buyoutTrackingStatuses, { params: { id } }),
  tracking: (api: ApiClient, id: string) => api.call(endpoints.buyoutTracking, { params: { id } }),
  settings: (api: ApiClient) => api.call(endpoints.buyoutSettings),
  payment: (api: ApiClient, id: string) => api.call(endpoints.buyoutPayment, { params: { id } }),
  refund: (api: ApiClient, id: string) => api.call(endpoints.refundBuyout, { params: { id } }),
  /** How the buying goes: per-line shop state, questions, refunds (GET /buyout/{id}/processing). */
  processing: (api: ApiClient, id: string) => api.call(endpoints.buyoutProcessing, { params: { id } }),
  /** The answer to a price rise or lower quantity; refusing refunds the line. */
  priceDecision: (api: ApiClient, id: string, itemId: string, accept: boolean) =>
    api.call(endpoints.buyoutPriceDecision, { params: { id, itemId }, body: { accept } }),
  /** Starts paying one line's surcharge (an accepted rise): the provider's page or LiqPay form. */
  surcharge: (api: ApiClient, id: string, itemId: string) =>
    api.call(endpoints.buyoutSurcharge, { params: { id, itemId } }),
};

/**
 * Per-product track number and state (GET /buyout/{id}/tracking); refused, unavailable: the line
 * ended, its money went back.
 */
export type BuyoutTrackingItem = Awaited<ReturnType<typeof showApi.tracking>>['items'][number];
