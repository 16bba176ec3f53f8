// The customer's orders list (SPEC §2 "/orders", §3 "Order list response", §7 GET /orders): the tabs,
// the page size, the status a card shows and the delete rule, read from the shipment lifecycle.
import { SHIPMENT_STATES, type ShipmentState } from '../lifecycle/states.js';
import { ORDER_NUMBER_PREFIX, serialFromSearch } from './order-number.js';

/**
 * Tabs of the list, with their SPEC §3 counters: in process (numberOfProcessOrders), consolidated
 * (numberOfConsolidatedOrders), received (numberOfReceivedOrders), archived (numberOfArchivedOrders)
 * and all (numberOfOrders).
 */
export const ORDER_LIST_FILTERS = ['process', 'consolidated', 'received', 'archived', 'all'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];
export const DEFAULT_ORDER_LIST_FILTER: OrderListFilter = 'process';

export function isOrderListFilter(value: unknown): value is OrderListFilter {
  return typeof value === 'string' && (ORDER_LIST_FILTERS as readonly string[]).includes(value);
}

/** Order types the list shows (SPEC §7 GET /orders `type`). */
export const ORDER_TYPES = ['forwarding', 'buyout'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

/** Cards per page of GET /orders (countPerPage). */
export const ORDER_LIST_PAGE_SIZE = 10;
/** Longest search text the list accepts. */
export const ORDER_LIST_SEARCH_MAX = 100;
/**
 * The search box applies this long after the last keystroke. SPEC §9 names no figure for orders; this
 * is its shorter search debounce (600 ms, cities and categories), as the list is the customer's own.
 */
export const ORDER_LIST_SEARCH_DEBOUNCE_MS = 600;

/**
 * The order serial a search text names, if it names one: "PS-000042", "ps-42", "000042" or "42"
 * -> 42. Anything else (letters, a track number) -> null, and the search matches text fields only.
 */
export function orderSerialFromSearch(search: string): number | null {
  return serialFromSearch(search, ORDER_NUMBER_PREFIX);
}

/**
 * What a card says about the shipment: a draft ("Чернетка", checkout not finished) or the parcel's
 * lifecycle state, from declared ("Оформлено", awaiting arrival at the warehouse) to received.
 */
export const ORDER_LIST_STATUSES = ['draft', ...SHIPMENT_STATES] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/**
 * A declared parcel whose checkout is not finished is a draft; once the warehouse has it (even an
 * unregistered parcel the customer has not completed yet) the card shows the shipment state.
 */
export function orderListStatus(order: {
  isCheckoutCompleted: boolean;
  shipmentState: ShipmentState;
}): OrderListStatus {
  return !order.isCheckoutCompleted && order.shipmentState === 'declared' ? 'draft' : order.shipmentState;
}

/**
 * The tab a parcel is counted under: consolidated and received have their own tabs (SPEC §3
 * numberOfConsolidatedOrders, numberOfReceivedOrders); everything else is "in process". Archived is
 * a flag of the order, not a state, and is decided apart from this.
 */
export function orderListTab(state: ShipmentState): 'process' | 'consolidated' | 'received' {
  if (state === 'consolidated') return 'consolidated';
  if (state === 'received') return 'received';
  return 'process';
}

/** The facts that decide whether an order may still change (and so be removed). */
export type OrderChangeFacts = {
  /** The warehouse created the order for a parcel it received: the parcel is already there. */
  isCreatedByWarehouse: boolean;
  /** Pause chosen at checkout (SPEC §3 results form isBlocked): the customer asked the warehouse to hold it. */
  isBlocked: boolean;
  /** Where the parcel is in its life; only a declared one has not reached the warehouse. */
  shipmentState: ShipmentState;
};

/**
 * SPEC §2 "a delete-order button checks whether the order can be changed and otherwise shows an
 * 'impossible to remove' dialog": an order can be removed while it can change, i.e. while it is a
 * draft or a declared parcel that has not reached the warehouse. A parcel the warehouse has or
 * holds (any later state, created by the warehouse, or held by a pause) cannot be removed.
 */
export function canDeleteOrder(order: OrderChangeFacts): boolean {
  return order.shipmentState === 'declared' && !order.isCreatedByWarehouse && !order.isBlocked;
}
