import { describe, expect, it } from 'vitest';
import {
  canDeleteOrder,
  isOrderListFilter,
  isOrderType,
  orderListStatus,
  orderListTab,
  orderSerialFromSearch,
  ORDER_LIST_FILTERS,
  ORDER_LIST_STATUSES,
} from './order-list.js';
import { SHIPMENT_STATES } from '../lifecycle/states.js';
import { BUYOUT_NUMBER_PREFIX, formatBuyoutNumber, serialFromSearch } from './order-number.js';

describe('orders list tabs (SPEC §3 "Order list response")', () => {
  it('has one tab per counter: process, consolidated, received, archived, all', () => {
    expect(ORDER_LIST_FILTERS).toEqual(['process', 'consolidated', 'received', 'archived', 'all']);
    expect(isOrderListFilter('archived')).toBe(true);
    expect(isOrderListFilter('deleted')).toBe(false);
    expect(isOrderType('buyout')).toBe(true);
    expect(isOrderType('other')).toBe(false);
  });
});

describe('search by order number ("PS-000042" or "42")', () => {
  it.each([
    ['PS-000042', 42],
    ['ps-42', 42],
    [' 000042 ', 42],
    ['42', 42],
    ['PS-1234567', 1234567],
  ])('%s -> %s', (text, serial) => {
    expect(orderSerialFromSearch(text)).toBe(serial);
  });

  it.each(['', 'PS-', 'LB123', '0', 'PS-00', '12a', '1234567890'])('%s names no order', (text) => {
    expect(orderSerialFromSearch(text)).toBeNull();
  });

  it('buy-out numbers have their own prefix: BO-000042 and bo-42 find buy-out 42', () => {
    expect(formatBuyoutNumber(42)).toBe('BO-000042');
    expect(serialFromSearch('BO-000042', BUYOUT_NUMBER_PREFIX)).toBe(42);
    expect(serialFromSearch('bo-42', BUYOUT_NUMBER_PREFIX)).toBe(42);
    expect(serialFromSearch('PS-42', BUYOUT_NUMBER_PREFIX)).toBeNull();
  });
});

describe('the status a card shows', () => {
  it('is a draft until checkout completes, then the shipment state (declared: awaiting the warehouse)', () => {
    expect(orderListStatus({ isCheckoutCompleted: false, shipmentState: 'declared' })).toBe('draft');
    expect(orderListStatus({ isCheckoutCompleted: true, shipmentState: 'declared' })).toBe('declared');
  });

  it('shows the lifecycle state once the warehouse has the parcel, even with an unfinished declaration', () => {
    expect(orderListStatus({ isCheckoutCompleted: false, shipmentState: 'unregistered' })).toBe(
      'unregistered',
    );
    for (const state of SHIPMENT_STATES) {
      expect(orderListStatus({ isCheckoutCompleted: true, shipmentState: state })).toBe(state);
    }
    expect(ORDER_LIST_STATUSES).toEqual(['draft', ...SHIPMENT_STATES]);
  });
});

describe('the tab a parcel is counted under (SPEC §3 counters)', () => {
  it('consolidated and received have their own tabs; every other state is in process', () => {
    expect(orderListTab('consolidated')).toBe('consolidated');
    expect(orderListTab('received')).toBe('received');
    const rest = SHIPMENT_STATES.filter((s) => s !== 'consolidated' && s !== 'received');
    expect(new Set(rest.map(orderListTab))).toEqual(new Set(['process']));
  });
});

describe('"a delete-order button checks whether the order can be changed" (SPEC §2)', () => {
  const declared = { isCreatedByWarehouse: false, isBlocked: false, shipmentState: 'declared' } as const;

  it('removes drafts and declared parcels not yet at the warehouse', () => {
    expect(canDeleteOrder(declared)).toBe(true);
  });

  it('refuses a parcel the warehouse holds: created by the warehouse or paused', () => {
    expect(canDeleteOrder({ ...declared, isCreatedByWarehouse: true })).toBe(false);
    expect(canDeleteOrder({ ...declared, isBlocked: true })).toBe(false);
  });

  it('refuses every state after declared: the parcel has reached the warehouse', () => {
    for (const state of SHIPMENT_STATES.filter((s) => s !== 'declared')) {
      expect(canDeleteOrder({ ...declared, shipmentState: state }), state).toBe(false);
    }
  });
});
