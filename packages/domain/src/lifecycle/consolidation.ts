import { Dec, MoneyError, toDec } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import type { ShipmentState } from './states.js';

/** Fewest parcels a consolidation joins (issue 5: "more than one arrived shipment from one country"). */
export const CONSOLIDATION_MIN_ORDERS = 2;

export type ConsolidationViolationCode = 'too_few' | 'mixed_countries' | 'not_at_warehouse' | 'agreement';

export type ConsolidationViolation = {
  /** `orderIds`, `orderIds[i]` (index into the request's list) or `agreement`. */
  property: string;
  code: ConsolidationViolationCode;
};

/** The validation catalogue code of each violation (messages in five locales). */
export const CONSOLIDATION_MESSAGE_CODES = {
  too_few: 'consolidation.tooFew',
  mixed_countries: 'consolidation.mixedCountries',
  not_at_warehouse: 'consolidation.notAtWarehouse',
  agreement: 'consolidation.agreement',
} as const satisfies Record<ConsolidationViolationCode, string>;

export type ConsolidationCandidate = { id: string; countryCode: string; shipmentState: ShipmentState };

/**
 * Why the chosen parcels cannot be joined (empty: they can). Every parcel must be at the warehouse
 * (received, not paused, delayed or already consolidated), all from one country, at least two
 * distinct ones, and the customer must have answered "Yes" to the consolidation terms.
 */
export function consolidationViolations(input: {
  orders: readonly ConsolidationCandidate[];
  agreement: boolean;
}): ConsolidationViolation[] {
  const violations: ConsolidationViolation[] = [];
  const distinct = new Set(input.orders.map((order) => order.id));
  if (distinct.size < CONSOLIDATION_MIN_ORDERS) violations.push({ property: 'orderIds', code: 'too_few' });
  const countries = new Set(input.orders.map((order) => order.countryCode.toUpperCase()));
  if (countries.size > 1) violations.push({ property: 'orderIds', code: 'mixed_countries' });
  input.orders.forEach((order, i) => {
    if (order.shipmentState !== 'at_warehouse') {
      violations.push({ property: `orderIds[${i}]`, code: 'not_at_warehouse' });
    }
  });
  if (!input.agreement) violations.push({ property: 'agreement', code: 'agreement' });
  return violations;
}

/**
 * SPEC §8 "warning when the sum exceeds the customs limit, asking to continue": true when the joined
 * parcels' declared values (in EUR) together pass the country's customs limit (strictly above it).
 */
export function consolidationExceedsLimit(
  orders: readonly { itemsTotalEur: string }[],
  limit: Money,
): boolean {
  if (limit.currency !== 'EUR') throw new MoneyError(`Customs limit must be in EUR, got ${limit.currency}`);
  const total = orders.reduce((sum, order) => sum.plus(toDec(order.itemsTotalEur)), new Dec(0));
  return total.greaterThan(toDec(limit.amount));
}
