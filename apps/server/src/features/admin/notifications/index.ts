// The console's customer messages (issue 16 item 1, decision 015): the outbox's deliveries by status
// with dead letters first, and sending them again.
import { adminNotificationsFeature as buildAdminNotificationsFeature } from './routes.js';

export const adminNotificationsFeature = buildAdminNotificationsFeature();
export { buildAdminNotificationsFeature };
