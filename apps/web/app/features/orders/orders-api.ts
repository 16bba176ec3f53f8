import { endpoints, type ApiClient } from '@posylka/contract';

// The list's actions (SPEC §7 "Orders"), each on its route's endpoint: path and types come from the
// contract.

export function moveToArchive(api: ApiClient, id: string) {
  return api.call(endpoints.moveOrderToArchive, { params: { id } });
}

export function moveFromArchive(api: ApiClient, id: string) {
  return api.call(endpoints.moveOrderFromArchive, { params: { id } });
}

/** 409 when the order can no longer change: the caller shows the "impossible to remove" dialog. */
export function removeOrder(api: ApiClient, id: string) {
  return api.call(endpoints.deleteOrder, { params: { id }, noErrorToast: true });
}
