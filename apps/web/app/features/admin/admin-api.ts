import {
  API_BASE,
  adminBuyoutPaths,
  adminPaths,
  adminPaymentsPaths,
  adminNotificationsPaths,
  type AdminAuditList,
  type AdminAuditQuery,
  type AdminBuyoutArrivedBody,
  type AdminBuyoutDetail,
  type AdminBuyoutPurchaseBody,
  type AdminBuyoutPurchaseResult,
  type AdminBuyoutQueue,
  type AdminBuyoutQueueQuery,
  type AdminBuyoutRefundBody,
  type AdminDispatchResult,
  type AdminMe,
  type AdminParcelCounts,
  type AdminParcelDetail,
  type AdminParcelEventBody,
  type AdminParcelList,
  type AdminParcelListQuery,
  type AdminNotificationRetryResult,
  type AdminNotificationsList,
  type AdminNotificationsQuery,
  type AdminNotificationsRetryDeadBody,
  type AdminNotificationsRetryDeadResult,
  type AdminPaymentsList,
  type AdminPaymentsQuery,
  type AdminReconciliation,
  type AdminReceiveBody,
  type AdminReceiveResult,
  type AdminWarehouseBody,
  type ApiClient,
} from '@posylka/contract';

type Query = Record<string, string | number | boolean | undefined>;
/** The list queries as sent: the contract's input types say `unknown` for the coerced page. */
type Paged<Q> = Omit<Q, 'page'> & { page?: number };
export type ParcelListQuery = Paged<AdminParcelListQuery>;
export type AuditListQuery = Paged<AdminAuditQuery>;
export type BuyoutQueueQuery = Paged<AdminBuyoutQueueQuery>;
export type PaymentsQuery = Paged<AdminPaymentsQuery>;
export type NotificationsQuery = Paged<AdminNotificationsQuery>;
const get = <T>(api: ApiClient, path: string, query?: Query) =>
  api.request<T>('GET', API_BASE + path, query ? { query } : {});

/**
 * The console's calls (contract routes/admin.ts and admin-buyout.ts), on the client's `request` with
 * the contract's paths and types. Writes that the page answers next to the form (receive) opt out of
 * the generic error toast.
 */
export const adminApi = {
  me: (api: ApiClient) => get<AdminMe>(api, adminPaths.me),
  parcels: (api: ApiClient, query: ParcelListQuery) =>
    get<AdminParcelList>(api, adminPaths.parcels, { ...query }),
  parcelCounts: (api: ApiClient) => get<AdminParcelCounts>(api, adminPaths.parcelCounts),
  parcel: (api: ApiClient, id: string) => get<AdminParcelDetail>(api, adminPaths.parcel(id)),
  receive: (api: ApiClient, body: AdminReceiveBody) =>
    api.request<AdminReceiveResult>('POST', API_BASE + adminPaths.receive, { body, noErrorToast: true }),
  event: (api: ApiClient, id: string, body: AdminParcelEventBody) =>
    api.request<AdminParcelDetail>('POST', API_BASE + adminPaths.events(id), { body }),
  warehouse: (api: ApiClient, id: string, body: AdminWarehouseBody) =>
    api.request<AdminParcelDetail>('PUT', API_BASE + adminPaths.warehouse(id), { body }),
  dispatch: (api: ApiClient, orderIds: string[]) =>
    api.request<AdminDispatchResult>('POST', API_BASE + adminPaths.dispatch, { body: { orderIds } }),
  audit: (api: ApiClient, query: AuditListQuery) => get<AdminAuditList>(api, adminPaths.audit, { ...query }),
  buyouts: (api: ApiClient, query: BuyoutQueueQuery) =>
    get<AdminBuyoutQueue>(api, adminBuyoutPaths.queue(), { ...query }),
  buyout: (api: ApiClient, id: string) => get<AdminBuyoutDetail>(api, adminBuyoutPaths.detail(id)),
  purchase: (api: ApiClient, id: string, itemId: string, body: AdminBuyoutPurchaseBody) =>
    api.request<AdminBuyoutPurchaseResult>('POST', API_BASE + adminBuyoutPaths.purchase(id, itemId), {
      body,
    }),
  /** `key`: one per refund form, so a double click or a retry gives the money back once. */
  refund: (api: ApiClient, id: string, body: AdminBuyoutRefundBody, key: string) =>
    api.request<AdminBuyoutDetail>('POST', API_BASE + adminBuyoutPaths.refund(id), {
      body,
      idempotencyKey: key,
    }),
  arrived: (api: ApiClient, id: string, body: AdminBuyoutArrivedBody) =>
    api.request<AdminBuyoutDetail>('POST', API_BASE + adminBuyoutPaths.arrived(id), { body }),
  /** Ledger entries of a Kyiv date range with totals (issue 14 item 8). */
  payments: (api: ApiClient, query: PaymentsQuery) =>
    get<AdminPaymentsList>(api, adminPaymentsPaths.list(), { ...query }),
  /** The last daily reconciliation with the payment systems and its mismatches. */
  reconciliation: (api: ApiClient) => get<AdminReconciliation>(api, adminPaymentsPaths.reconciliation()),
  /** Customer messages by status with counts on top (issue 16 item 1). */
  notifications: (api: ApiClient, query: NotificationsQuery) =>
    get<AdminNotificationsList>(api, adminNotificationsPaths.list(), { ...query }),
  /** One dead (or queued) message back to the queue; the row shows the answer, no toast for it. */
  retryNotification: (api: ApiClient, deliveryId: string) =>
    api.request<AdminNotificationRetryResult>('POST', API_BASE + adminNotificationsPaths.retry(deliveryId), {
      noErrorToast: true,
    }),
  /** Every dead message of a channel back to the queue (after a provider's outage). */
  retryDeadNotifications: (api: ApiClient, body: AdminNotificationsRetryDeadBody) =>
    api.request<AdminNotificationsRetryDeadResult>('POST', API_BASE + adminNotificationsPaths.retryDead(), {
      body,
    }),
};
