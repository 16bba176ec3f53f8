// The customer's orders list of SPEC §7 "Orders": GET /orders (filter, page, type, country, search)
// answering SPEC §3 "Order list response" (items, countPerPage, currentPage, total and the tab
// counters), and the list's actions: move to the archive, back from it, and delete (soft, only while
// the order can change; otherwise 409 with the "impossible to remove" text).
import { z } from 'zod';
import { BUYOUT_STATUSES } from './buyout.js';
import {
  CHECKOUT_STATES,
  COUNTRY_CODES,
  DEFAULT_ORDER_LIST_FILTER,
  ORDER_LIST_FILTERS,
  ORDER_LIST_SEARCH_MAX,
  ORDER_LIST_STATUSES,
  ORDER_TYPES,
  moneySchema,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** A country code as typed in a URL (`us` or `US`); it must be one of SPEC §1's countries. */
const countryCode = z.string().trim().toUpperCase().pipe(z.enum(COUNTRY_CODES));

export const orderListQuerySchema = z.object({
  filter: z.enum(ORDER_LIST_FILTERS).default(DEFAULT_ORDER_LIST_FILTER),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  type: z.enum(ORDER_TYPES).optional(),
  country: countryCode.optional(),
  /** Order number ("PS-000042" or "42"), track number, order name, company or product name. */
  search: z.string().trim().max(ORDER_LIST_SEARCH_MAX).optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** A compact order card of the list. */
export const orderListItemSchema = z.object({
  id: z.uuid(),
  /** Human number, e.g. "PS-000042". */
  number: z.string(),
  type: z.enum(ORDER_TYPES),
  country: z.object({ id: z.string(), text: z.string(), icon: z.string() }),
  /** The company's label, or the name the customer typed when it is not in the list. */
  company: z.string().nullable(),
  name: z.string().nullable(),
  trackNo: z.string().nullable(),
  /** In the items' currency. */
  itemsTotal: moneySchema,
  itemsCount: z.number().int(),
  checkoutState: z.enum(CHECKOUT_STATES),
  isCheckoutCompleted: z.boolean(),
  /** What the card says about the shipment today (domain orderListStatus). */
  status: z.enum(ORDER_LIST_STATUSES),
  /** A buy-out card's own state (awaiting payment, canceled, refunded...); absent on forwarding cards. */
  buyoutStatus: z.enum(BUYOUT_STATUSES).optional(),
  isArchived: z.boolean(),
  /** Domain canDeleteOrder (forwarding) or canDeleteBuyout: false shows the "impossible to remove" dialog. */
  canDelete: z.boolean(),
  consigneeAddress: z.object({ fullAddress: z.string() }).nullable(),
  createdAt: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** SPEC §3 "Order list response". The counters are the customer's totals, whatever the filters. */
export const orderListResponseSchema = z.object({
  items: z.array(orderListItemSchema),
  countPerPage: z.number().int(),
  currentPage: z.number().int(),
  /** Orders matching the query (all pages). */
  total: z.number().int(),
  /** Live orders not in the archive. */
  numberOfProcessOrders: z.number().int(),
  numberOfConsolidatedOrders: z.number().int(),
  numberOfReceivedOrders: z.number().int(),
  numberOfArchivedOrders: z.number().int(),
  /** Every live order (archived included): 0 means the customer has never kept an order. */
  numberOfOrders: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

// Any text: an id that is not one of ours (malformed included) answers 404, like another user's.
const orderListIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const listOrdersRoute = defineRoute({
  method: 'GET',
  path: '/orders',
  summary: 'My orders: one tab (filter), type, country and search, 10 per page, with the tab counters',
  tags: ['orders'],
  auth: true,
  querystring: orderListQuerySchema,
  response: { 200: orderListResponseSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});

export const moveOrderToArchiveRoute = defineRoute({
  method: 'POST',
  path: '/orders/move-to-archive/:id',
  summary: 'Move one of my orders to the archive tab',
  tags: ['orders'],
  auth: true,
  params: orderListIdParamsSchema,
  response: { 200: orderListItemSchema, 401: errorBodySchema, 404: errorBodySchema },
});

export const moveOrderFromArchiveRoute = defineRoute({
  method: 'POST',
  path: '/orders/move-from-archived/:id',
  summary: 'Bring one of my archived orders back to the list',
  tags: ['orders'],
  auth: true,
  params: orderListIdParamsSchema,
  response: { 200: orderListItemSchema, 401: errorBodySchema, 404: errorBodySchema },
});

export const deleteOrderRoute = defineRoute({
  method: 'POST',
  path: '/orders/delete/:id',
  summary: 'Remove one of my orders while it can change (409 "impossible to remove" otherwise)',
  tags: ['orders'],
  auth: true,
  params: orderListIdParamsSchema,
  response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
});
