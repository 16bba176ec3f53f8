// The console's payments and refunds (issue 14 item 8): the ledger's entries with filters and totals,
// their CSV, and the daily reconciliation's last run.
import { adminPaymentsFeature as buildAdminPaymentsFeature } from './routes.js';

export const adminPaymentsFeature = buildAdminPaymentsFeature();
export { buildAdminPaymentsFeature };
