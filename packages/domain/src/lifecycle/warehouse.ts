// Which of our warehouses in a country holds a parcel (issue 13). The US and Poland have two each
// and their price lists differ (SPEC §9 "with several places the grid is filtered by the selected
// warehouse id"), so the warehouse that received the parcel decides its delivery cost.
import type { DecimalInput } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import type { Rates } from '../money/rates.js';
import { findCountry } from '../reference/countries.js';
import type { Place } from '../reference/types.js';
import { deliveryCostFor } from './delivery-cost.js';
import { canAddDocuments } from './page-rules.js';
import type { ShipmentState } from './states.js';

/** The country's warehouses, in our order (the first is the one the site shows first). */
export function warehousesOf(countryCode: string): readonly Place[] {
  return findCountry(countryCode.toUpperCase())?.places ?? [];
}

/** True when `warehouseId` is one of the country's warehouses (a US parcel cannot sit in Warsaw). */
export function isWarehouseOf(countryCode: string, warehouseId: string): boolean {
  return warehousesOf(countryCode).some((place) => place.id === warehouseId);
}

/**
 * The warehouse a parcel is at: the recorded one, or the country's first for a parcel received
 * before the warehouse was recorded (that is the grid it was priced with then). Null for an unknown
 * country.
 */
export function parcelWarehouse(countryCode: string, warehouseId: string | null): Place | null {
  const places = warehousesOf(countryCode);
  return places.find((place) => place.id === warehouseId) ?? places[0] ?? null;
}

/**
 * The delivery cost of a weighed parcel on its warehouse's grid (SPEC §9 price list): what receiving,
 * a warehouse change and the charges all price with. Null when the weight is not on the grid.
 */
export function parcelDeliveryCost(input: {
  weightKg: DecimalInput;
  countryCode: string;
  warehouseId: string | null;
  rates: Rates;
}): Money | null {
  const warehouse = parcelWarehouse(input.countryCode, input.warehouseId);
  if (!warehouse) return null;
  return deliveryCostFor({ ...input, stockId: warehouse.id });
}

/**
 * The warehouse recorded when a parcel is scanned in. The label's address decides: the operator
 * picks the warehouse when the country has several; otherwise the label carries the customer's
 * address, which is their default warehouse for the country (the stock-addresses page), or the
 * country's first warehouse when they never chose one. Choices that are not the country's are skipped.
 */
export function receivingWarehouse(input: {
  countryCode: string;
  chosenByOperator?: string | null;
  customerDefault?: string | null;
}): Place | null {
  const places = warehousesOf(input.countryCode);
  const pick = (id: string | null | undefined) => places.find((place) => place.id === id);
  return pick(input.chosenByOperator) ?? pick(input.customerDefault) ?? places[0] ?? null;
}

/**
 * The operator may correct the warehouse while the parcel is still there (received, not yet
 * dispatched): its delivery cost then follows the new grid. Once it has left, the cost is final
 * (bonuses are taken at dispatch), so the record stays as it left. "Still there" is the documents
 * rule's list without `declared` (not received yet), so a new waiting state joins both at once.
 */
export function canChangeWarehouse(state: ShipmentState): boolean {
  return state !== 'declared' && canAddDocuments(state);
}
