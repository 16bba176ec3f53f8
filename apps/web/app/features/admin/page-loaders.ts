import { isApiError } from '@posylka/contract';
import type { AppLoadContext } from 'react-router';
import { adminApi } from './admin-api.js';
import { parseAuditFilters, type AuditPageData } from './audit/audit-page.js';
import { buyoutApiQuery, parseBuyoutFilters } from './buyouts/buyout-query.js';
import type { BuyoutPageData } from './buyouts/buyout-page.js';
import type { BuyoutsPageData } from './buyouts/buyouts-page.js';
import { loadCountryOptions, type CountryOption } from './countries.js';
import { loadDashboard, type DashboardData } from './dashboard/dashboard-load.js';
import { loadAdminPage } from './load-admin.js';
import { loadDispatchCandidates } from './parcels/dispatch-load.js';
import type { NotificationsPageData } from './notifications/notifications-page.js';
import { notificationsApiQuery, parseNotificationFilters } from './notifications/notifications-query.js';
import type { PaymentsPageData } from './payments/payments-page.js';
import { parsePaymentFilters, paymentsApiQuery } from './payments/payments-query.js';
import type { DispatchPageData } from './parcels/dispatch-page.js';
import { parcelApiQuery, parseParcelFilters } from './parcels/parcel-query.js';
import type { ParcelsPageData } from './parcels/parcels-page.js';

// One loader per console page; each reads the API in the console language with the visitor's session
// (loadAdminPage maps 401 to the login page and 403/404 to the console's error page).

type Args = { request: Request; context: AppLoadContext };

export const loadDashboardPage = ({ request, context }: Args): Promise<DashboardData> =>
  loadAdminPage(request, context, (api) => loadDashboard(api));

export const loadReceivePage = ({ request, context }: Args): Promise<{ warehouses: CountryOption[] }> =>
  loadAdminPage(request, context, async (api) => ({ warehouses: await loadCountryOptions(api) }));

export const loadParcelsPage = ({ request, context }: Args): Promise<ParcelsPageData> =>
  loadAdminPage(request, context, async (api, _locale, url) => {
    const filters = parseParcelFilters(url.searchParams);
    const [list, countries] = await Promise.all([
      adminApi.parcels(api, parcelApiQuery(filters)),
      loadCountryOptions(api),
    ]);
    return { filters, list, countries };
  });

export const loadParcelPage = ({ request, context }: Args, id: string) =>
  loadAdminPage(request, context, async (api) => ({ parcel: await adminApi.parcel(api, id) }));

export const loadDispatchPage = ({ request, context }: Args): Promise<DispatchPageData> =>
  loadAdminPage(request, context, async (api, _locale, url) => {
    const country = (url.searchParams.get('country') ?? '').toUpperCase();
    const countries = await loadCountryOptions(api);
    const known = countries.some((c) => c.code === country) ? country : '';
    return { country: known, countries, ...(await loadDispatchCandidates(api, known)) };
  });

export const loadBuyoutsPage = ({ request, context }: Args): Promise<BuyoutsPageData> =>
  loadAdminPage(request, context, async (api, _locale, url) => {
    const filters = parseBuyoutFilters(url.searchParams);
    const queue = await adminApi.buyouts(api, buyoutApiQuery(filters));
    return { filters, queue, loadedAt: new Date().toISOString() };
  });

export const loadBuyoutPage = ({ request, context }: Args, id: string): Promise<BuyoutPageData> =>
  loadAdminPage(request, context, async (api) => ({
    order: await adminApi.buyout(api, id),
    loadedAt: new Date().toISOString(),
  }));

export const loadPaymentsPage = ({ request, context }: Args): Promise<PaymentsPageData> =>
  loadAdminPage(request, context, async (api, _locale, url) => {
    const filters = parsePaymentFilters(url.searchParams);
    const [list, reconciliation] = await Promise.all([
      adminApi.payments(api, paymentsApiQuery(filters)),
      // The list matters most: without the reconciliation's answer the page still shows it.
      adminApi.reconciliation(api).catch(() => null),
    ]);
    return { filters, list, reconciliation };
  });

export const loadNotificationsPage = ({ request, context }: Args): Promise<NotificationsPageData> =>
  loadAdminPage(request, context, async (api, _locale, url) => {
    const filters = parseNotificationFilters(url.searchParams);
    return { filters, list: await adminApi.notifications(api, notificationsApiQuery(filters)) };
  });

export const loadAuditPage = ({ request, context }: Args): Promise<AuditPageData> =>
  loadAdminPage(request, context, async (api, _locale, url) => {
    const filters = parseAuditFilters(url.searchParams);
    const list = await adminApi
      .audit(api, {
        page: filters.page,
        ...(filters.entityType ? { entityType: filters.entityType } : {}),
        ...(filters.entityId ? { entityId: filters.entityId } : {}),
      })
      .catch((error: unknown) => {
        // Operators may open the console but not the full log: say so on the page.
        if (isApiError(error) && error.status === 403) return null;
        throw error;
      });
    return { filters, list };
  });
