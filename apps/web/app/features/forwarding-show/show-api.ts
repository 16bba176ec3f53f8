import { endpoints, type ApiClient } from '@posylka/contract';

/**
 * The detail page's calls (SPEC §7 "Orders", issue 5 lifecycle routes), each on its route's endpoint:
 * path and types come from the contract (no route schema reaches the browser).
 */
export const showApi = {
  /** `quiet`: a background re-read (live update) fails silently; the page keeps what it shows. */
  order: (api: ApiClient, id: string, quiet = false) =>
    api.call(endpoints.getOrder, { params: { id }, noErrorToast: quiet }),
  /** 409 when the parcel cannot be paused (not at the warehouse, or paused once already). */
  pause: (api: ApiClient, id: string) => api.call(endpoints.pauseShipment, { params: { id } }),
  release: (api: ApiClient, id: string) => api.call(endpoints.releaseShipment, { params: { id } }),
  /**
   * SPEC §4 "auto-dispatch ... or earlier by choice": the parcel leaves with the next dispatch. 422
   * (no toast) with the parcel rules it breaks; 409 when it is no longer at the warehouse.
   */
  sendNow: (api: ApiClient, id: string) => api.call(endpoints.sendNowShipment, { params: { id } }),
  /** SPEC §4 "continue delivery" of a delayed (blocked) parcel. */
  continueDelivery: (api: ApiClient, id: string) => api.call(endpoints.unblockOrder, { params: { id } }),
  /** Set or clear (null) the pickup password code the shop gave. */
  setPassword: (api: ApiClient, id: string, oneTimePassword: string | null) =>
    api.call(endpoints.setOneTimePassword, { params: { id }, body: { oneTimePassword } }),
  /** 409 when the order can no longer change: the page shows the "impossible to remove" dialog. */
  remove: (api: ApiClient, id: string) =>
    api.call(endpoints.deleteOrder, { params: { id }, noErrorToast: true }),
  cancelConsolidation: (api: ApiClient, consolidationId: string) =>
    api.call(endpoints.cancelConsolidation, { params: { id: consolidationId } }),
};
