import {
  COUNTRIES,
  NBU_RATES_SNAPSHOT,
  convert,
  exportDocumentKinds,
  findCountry,
  isCurrencyCode,
  lineTotal,
  money,
  needsExportDocuments,
  sumMoney,
  type DocumentKind,
  type Money,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { loadOrderItems, type OwnOrder } from './repository.js';

/**
 * The order's goods total in EUR (SPEC §5 "Only items with price above 0 count toward totals").
 * Converted at the bundled NBU snapshot: the documents rule needs only "above 1000 EUR", and the
 * orders feature stores the exact snapshot figures with the latest rates.
 */
export async function orderTotalEur(db: Database, orderId: string): Promise<Money> {
  const items = await loadOrderItems(db, orderId);
  const lines = items.flatMap((item) => {
    const total = lineTotal(item.quantity, item.amount);
    if (!total || !total.greaterThan(0) || !isCurrencyCode(item.currency)) return [];
    return [convert(money(total, item.currency), 'EUR', NBU_RATES_SNAPSHOT)];
  });
  return sumMoney(lines, 'EUR');
}

/**
 * SPEC §9 "export documents above 1000 EUR; Poland: statement, powers, power-of-attorney letter":
 * the kinds this order must upload now ([] when none apply), by the domain's customs rules.
 */
export async function requiredDocumentKinds(db: Database, order: OwnOrder): Promise<DocumentKind[]> {
  const country = findCountry(order.countryCode, COUNTRIES);
  if (!country) return [];
  const totalEur = await orderTotalEur(db, order.id);
  if (!needsExportDocuments(totalEur, country)) return [];
  return [...exportDocumentKinds(country.code)];
}
