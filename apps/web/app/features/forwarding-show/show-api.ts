import {
  API_BASE,
  lifecyclePaths,
  orderListPaths,
  orderPaths,
  type ApiClient,
  type ForwardingOrder,
  type Shipment,
} from '@posylka/contract';

/**
 * The detail page's calls (SPEC §7 "Orders", issue 5 lifecycle routes). Paths with an id are not typed
 * methods of the shared client, so they go through `request` with the contract's paths and types only
 * (no route schema reaches the browser).
 */
export const showApi = {
  /** `quiet`: a background re-read (live update) fails silently; the page keeps what it shows. */
  order: (api: ApiClient, id: string, quiet = false) =>
    api.request<ForwardingOrder>('GET', API_BASE + orderPaths.one(id), { noErrorToast: quiet }),
  /** 409 when the parcel cannot be paused (not at the warehouse, or paused once already). */
  pause: (api: ApiClient, id: string) => api.request<Shipment>('POST', API_BASE + lifecyclePaths.pause(id)),
  release: (api: ApiClient, id: string) =>
    api.request<Shipment>('POST', API_BASE + lifecyclePaths.release(id)),
  /**
   * SPEC §4 "auto-dispatch ... or earlier by choice": the parcel leaves with the next dispatch. 422
   * (no toast) with the parcel rules it breaks; 409 when it is no longer at the warehouse.
   */
  sendNow: (api: ApiClient, id: string) =>
    api.request<Shipment>('POST', API_BASE + lifecyclePaths.sendNow(id)),
  /** SPEC §4 "continue delivery" of a delayed (blocked) parcel. */
  continueDelivery: (api: ApiClient, id: string) =>
    api.request<ForwardingOrder>('POST', API_BASE + orderPaths.unblock(id)),
  /** Set or clear (null) the pickup password code the shop gave. */
  setPassword: (api: ApiClient, id: string, oneTimePassword: string | null) =>
    api.request<ForwardingOrder>('PUT', API_BASE + orderPaths.oneTimePassword(id), {
      body: { oneTimePassword },
    }),
  /** 409 when the order can no longer change: the page shows the "impossible to remove" dialog. */
  remove: (api: ApiClient, id: string) =>
    api.request<undefined>('POST', API_BASE + orderListPaths.remove(id), { noErrorToast: true }),
  cancelConsolidation: (api: ApiClient, consolidationId: string) =>
    api.request<unknown>('POST', API_BASE + lifecyclePaths.cancelConsolidation(consolidationId)),
};

/** Where the browser loads a warehouse photo (the contract's url is relative to API_BASE). */
export function photoSrc(photo: Shipment['photos'][number]): string {
  return photo.url.startsWith('/api/') ? photo.url : API_BASE + photo.url;
}
