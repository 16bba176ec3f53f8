import { describe, expect, it } from 'vitest';
import {
  canDeleteOrder,
  isOrderListFilter,
  isOrderType,
  orderListStatus,
  orderSerialFromSearch,
  ORDER_LIST_FILTERS,
} from './order-list.js';
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

describe('the status a card shows today', () => {
  it('is a draft until checkout completes, then declared (awaiting the warehouse)', () => {
    expect(orderListStatus({ isCheckoutCompleted: false })).toBe('draft');
    expect(orderListStatus({ isCheckoutCompleted: true })).toBe('declared');
  });
});

describe('"a delete-order button checks whether the order can be changed" (SPEC §2)', () => {
  it('removes drafts and declared parcels not yet at the warehouse', () => {
    expect(canDeleteOrder({ isCreatedByWarehouse: false, isBlocked: false })).toBe(true);
  });

  it('refuses a parcel the warehouse holds: created by the warehouse or paused', () => {
    expect(canDeleteOrder({ isCreatedByWarehouse: true, isBlocked: false })).toBe(false);
    expect(canDeleteOrder({ isCreatedByWarehouse: false, isBlocked: true })).toBe(false);
  });
});
