import { describe, expect, it } from 'vitest';
import { NBU_RATES_SNAPSHOT as rates } from '../reference/rates-snapshot.js';
import { deliveryCostFor } from './delivery-cost.js';
import { SHIPMENT_STATES } from './states.js';
import {
  canChangeWarehouse,
  isWarehouseOf,
  parcelDeliveryCost,
  parcelWarehouse,
  receivingWarehouse,
  warehousesOf,
} from './warehouse.js';

describe('SPEC §9 "with several places the grid is filtered by the selected warehouse id"', () => {
  const costAt = (countryCode: string, weightKg: string, warehouseId: string | null) =>
    parcelDeliveryCost({ weightKg, countryCode, warehouseId, rates });

  it("a US parcel at Oregon is priced with Oregon's grid: 1 kg = 2 x 7.5 x 1 = 15.00 USD, not Delaware's 14.00", () => {
    expect(costAt('US', '1', 'us-or')).toEqual({ amount: '15.00', currency: 'USD' });
    expect(costAt('US', '1', 'us-de')).toEqual({ amount: '14.00', currency: 'USD' });
  });

  it("a PL parcel at Rzeszów: 1.2 kg billed as 1.5 kg at 13 PLN per 0.5 kg = 39.00 PLN (Warsaw's 42.00)", () => {
    expect(costAt('PL', '1.2', 'pl-rze')?.amount).toBe('39.00');
    expect(costAt('PL', '1.2', 'pl-waw')?.amount).toBe('42.00');
  });

  it("a parcel received before the warehouse was recorded keeps the country's first grid", () => {
    expect(parcelWarehouse('US', null)?.id).toBe('us-de');
    expect(costAt('US', '1', null)?.amount).toBe('14.00');
  });

  it("another country's warehouse has no grid in this country: no price rather than a wrong one", () => {
    expect(deliveryCostFor({ weightKg: '1', countryCode: 'US', rates, stockId: 'pl-waw' })).toBeNull();
    expect(isWarehouseOf('US', 'pl-waw')).toBe(false);
    expect(isWarehouseOf('US', 'us-or')).toBe(true);
  });
});

describe('receivingWarehouse: the label decides which warehouse took the parcel', () => {
  it("the operator's choice first, then the customer's default warehouse, then the country's first", () => {
    const pick = (input: { chosenByOperator?: string; customerDefault?: string }) =>
      receivingWarehouse({ countryCode: 'us', ...input })?.id;
    expect(pick({ chosenByOperator: 'us-or', customerDefault: 'us-de' })).toBe('us-or');
    expect(pick({ customerDefault: 'us-or' })).toBe('us-or');
    expect(pick({})).toBe('us-de');
  });

  it("skips choices that are not the country's warehouses", () => {
    expect(
      receivingWarehouse({ countryCode: 'PL', chosenByOperator: 'us-or', customerDefault: 'de-fra' })?.id,
    ).toBe('pl-waw');
    expect(receivingWarehouse({ countryCode: 'XX' })).toBeNull();
  });

  it('the US and Poland have two warehouses each; Germany one', () => {
    expect(warehousesOf('US').map((place) => place.id)).toEqual(['us-de', 'us-or']);
    expect(warehousesOf('PL').map((place) => place.id)).toEqual(['pl-waw', 'pl-rze']);
    expect(warehousesOf('DE')).toHaveLength(1);
  });
});

describe('canChangeWarehouse: only while the parcel is at the warehouse', () => {
  it('from receipt until it leaves; not before it arrives, not once dispatched', () => {
    const open = SHIPMENT_STATES.filter(canChangeWarehouse);
    expect(open).toEqual(expect.arrayContaining(['unregistered', 'at_warehouse', 'paused', 'delayed']));
    for (const state of ['declared', 'dispatched', 'in_transit', 'received', 'disposed'] as const) {
      expect(canChangeWarehouse(state), state).toBe(false);
    }
  });
});
