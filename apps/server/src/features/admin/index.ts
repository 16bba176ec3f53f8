// The operator console's parcel API: who am I, parcels (search, page, receive, moves, dispatch,
// photos), the audit log and roles. Buy-out processing lives in ./buyout.
import { adminFeature as buildAdminFeature } from './routes.js';

export const adminFeature = buildAdminFeature();
export { adminFeature as buildAdminFeature } from './routes.js';
