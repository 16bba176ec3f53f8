// Buy-out processing in the operator console (issue 6): the queue of paid orders, purchases per
// line, refunds, and the bought goods becoming a parcel at the US warehouse.
import { adminBuyoutFeature as buildAdminBuyoutFeature } from './routes.js';

export const adminBuyoutFeature = buildAdminBuyoutFeature();
export { buildAdminBuyoutFeature };
