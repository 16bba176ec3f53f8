// The customer's orders list: GET /orders with the tab counters, archive, unarchive and delete.
import { orderListFeature as buildOrderListFeature } from './routes.js';

export const orderListFeature = buildOrderListFeature();
