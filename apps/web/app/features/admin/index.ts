// The operator console /admin (issues 5 and 6): its layout (uk/en, no access for customers), the
// warehouse pages (overview, receiving, parcels, one parcel, dispatch), buy-out processing and the
// audit log. Routes live in app/routes/admin-*.tsx; the texts in the text tree's
// locales/{uk,en}/admin.ts (@posylka/texts).
export type { AdminResources, AdminKey } from './admin-i18n.js';
export { ADMIN_LOCALE_COOKIE, adminLocaleFromCookies } from './admin-i18n.js';
export type { AdminShellData } from './admin-context.js';
export { AdminShell } from './admin-shell.js';
export { AdminErrorPage } from './admin-error.js';
export { ADMIN_LAYOUT_ID, adminMeta } from './admin-meta.js';
export { loadAdminShell } from './load-admin.js';
export {
  loadAuditPage,
  loadBuyoutPage,
  loadBuyoutsPage,
  loadDashboardPage,
  loadDispatchPage,
  loadParcelPage,
  loadParcelsPage,
  loadNotificationsPage,
  loadPaymentsPage,
  loadReceivePage,
} from './page-loaders.js';
export { DashboardPage } from './dashboard/dashboard-page.js';
export { ReceivePage } from './receive/receive-page.js';
export { ParcelsPage } from './parcels/parcels-page.js';
export { ParcelPage } from './parcels/parcel-page.js';
export { DispatchPage } from './parcels/dispatch-page.js';
export { BuyoutsPage } from './buyouts/buyouts-page.js';
export { BuyoutPage } from './buyouts/buyout-page.js';
export { AuditPage } from './audit/audit-page.js';
export { PaymentsPage } from './payments/payments-page.js';
export { NotificationsPage } from './notifications/notifications-page.js';
