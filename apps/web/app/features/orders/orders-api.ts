import { API_BASE, orderListPaths, type ApiClient, type OrderListItem } from '@posylka/contract';

// The list's actions (SPEC §7 "Orders"). Their paths have an id, so they are not typed methods of the
// shared client: they go through `request` with the contract's paths.

export function moveToArchive(api: ApiClient, id: string): Promise<OrderListItem> {
  return api.request<OrderListItem>('POST', API_BASE + orderListPaths.moveToArchive(id));
}

export function moveFromArchive(api: ApiClient, id: string): Promise<OrderListItem> {
  return api.request<OrderListItem>('POST', API_BASE + orderListPaths.moveFromArchive(id));
}

/** 409 when the order can no longer change: the caller shows the "impossible to remove" dialog. */
export function removeOrder(api: ApiClient, id: string): Promise<undefined> {
  return api.request<undefined>('POST', API_BASE + orderListPaths.remove(id), { noErrorToast: true });
}
