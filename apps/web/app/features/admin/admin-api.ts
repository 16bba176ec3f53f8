import {
  endpoints,
  type AdminAuditQuery,
  type AdminBuyoutArrivedBody,
  type AdminBuyoutPurchaseBody,
  type AdminBuyoutQueueQuery,
  type AdminBuyoutRefundBody,
  type AdminNotificationsQuery,
  type AdminNotificationsRetryDeadBody,
  type AdminParcelEventBody,
  type AdminParcelListQuery,
  type AdminPaymentsQuery,
  type AdminReceiveBody,
  type AdminWarehouseBody,
  type ApiClient,
} from '@posylka/contract';

/** The list queries as sent: the contract's input types say `unknown` for the coerced page. */
type Paged<Q> = Omit<Q, 'page'> & { page?: number };
export type ParcelListQuery = Paged<AdminParcelListQuery>;
export type AuditListQuery = Paged<AdminAuditQuery>;
export type BuyoutQueueQuery = Paged<AdminBuyoutQueueQuery>;
export type PaymentsQuery = Paged<AdminPaymentsQuery>;
export type NotificationsQuery = Paged<AdminNotificationsQuery>;

/**
 * The console's calls (contract routes/admin.ts, admin-buyout.ts, admin-payments.ts and
 * admin-notifications.ts), each on its route's endpoint: path and types come from the contract.
 * Writes that the page answers next to the form (receive) opt out of the generic error toast.
 */
export const adminApi = {
  me: (api: ApiClient) => api.call(endpoints.adminMe),
  parcels: (api: ApiClient, query: ParcelListQuery) => api.call(endpoints.adminParcels, { query }),
  parcelCounts: (api: ApiClient) => api.call(endpoints.adminParcelCounts),
  parcel: (api: ApiClient, id: string) => api.call(endpoints.adminParcel, { params: { id } }),
  receive: (api: ApiClient, body: AdminReceiveBody) =>
    api.call(endpoints.adminReceive, { body, noErrorToast: true }),
  event: (api: ApiClient, id: string, body: AdminParcelEventBody) =>
    api.call(endpoints.adminParcelEvent, { params: { id }, body }),
  warehouse: (api: ApiClient, id: string, body: AdminWarehouseBody) =>
    api.call(endpoints.adminParcelWarehouse, { params: { id }, body }),
  dispatch: (api: ApiClient, orderIds: string[]) => api.call(endpoints.adminDispatch, { body: { orderIds } }),
  audit: (api: ApiClient, query: AuditListQuery) => api.call(endpoints.adminAudit, { query }),
  buyouts: (api: ApiClient, query: BuyoutQueueQuery) => api.call(endpoints.adminBuyoutQueue, { query }),
  buyout: (api: ApiClient, id: string) => api.call(endpoints.adminBuyoutDetail, { params: { id } }),
  purchase: (api: ApiClient, id: string, itemId: string, body: AdminBuyoutPurchaseBody) =>
    api.call(endpoints.adminBuyoutPurchase, { params: { id, itemId }, body }),
  /** `key`: one per refund form, so a double click or a retry gives the money back once. */
  refund: (api: ApiClient, id: string, body: AdminBuyoutRefundBody, key: string) =>
    api.call(endpoints.adminBuyoutRefund, { params: { id }, body, idempotencyKey: key }),
  arrived: (api: ApiClient, id: string, body: AdminBuyoutArrivedBody) =>
    api.call(endpoints.adminBuyoutArrived, { params: { id }, body }),
  /** Ledger entries of a Kyiv date range with totals (issue 14 item 8). */
  payments: (api: ApiClient, query: PaymentsQuery) => api.call(endpoints.adminPayments, { query }),
  /** The last daily reconciliation with the payment systems and its mismatches. */
  reconciliation: (api: ApiClient) => api.call(endpoints.adminReconciliation),
  /** Customer messages by status with counts on top (issue 16 item 1). */
  notifications: (api: ApiClient, query: NotificationsQuery) =>
    api.call(endpoints.adminNotifications, { query }),
  /** One dead (or queued) message back to the queue; the row shows the answer, no toast for it. */
  retryNotification: (api: ApiClient, deliveryId: string) =>
    api.call(endpoints.adminNotificationRetry, { params: { deliveryId }, noErrorToast: true }),
  /** Every dead message of a channel back to the queue (after a provider's outage). */
  retryDeadNotifications: (api: ApiClient, body: AdminNotificationsRetryDeadBody) =>
    api.call(endpoints.adminNotificationsRetryDead, { body }),
};
