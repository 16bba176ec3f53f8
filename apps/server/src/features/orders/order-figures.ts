// The order's figures as stored columns: the domain's totals (totals.ts) over the payload's items, with
// the NBU rates and the forwarding percents of the reference tables.
import type { CurrencyCode, ForwardingOrderPayload } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import {
  countryLimit,
  loadForwardingPercents,
  loadRates,
  type CategoryRow,
  type CountryRow,
} from './reference.js';
import type { ItemValues } from './repository.js';
import { computeTotals } from './totals.js';

/** The item rows to store, the totals, and the order columns that snapshot them. */
export async function orderFigures(
  db: Database,
  country: CountryRow,
  currency: CurrencyCode,
  payload: ForwardingOrderPayload,
  categories: Map<number, CategoryRow>,
) {
  const [rates, percents] = await Promise.all([loadRates(db), loadForwardingPercents(db)]);
  const items: ItemValues[] = payload.items.map((item) => ({
    categoryId: item.isEmptyCategoryId ? null : (item.categoryId ?? null),
    isEmptyCategoryId: item.isEmptyCategoryId,
    name: item.name,
    quantity: item.quantity,
    unitPriceAmount: item.unitPrice.amount,
    unitPriceCurrency: item.unitPrice.currency,
  }));
  const totals = computeTotals({
    items: items.map((item) => ({
      quantity: item.quantity,
      amount: item.unitPriceAmount,
      exempt: item.categoryId != null && (categories.get(item.categoryId)?.isTaxFree ?? false),
    })),
    currency,
    limit: countryLimit(country),
    percents,
    rates,
  });
  return {
    items,
    totals,
    columns: {
      itemsTotalAmount: totals.itemsTotal.amount,
      itemsTotalCurrency: currency,
      itemsTotalEur: totals.itemsTotalEur.amount,
      itemsTotalUah: totals.itemsTotalUah.amount,
      priceCustomsClearanceEur: totals.priceCustomsClearance.amount,
      insuranceFeeAmount: totals.insuranceFeeCost.amount,
      isOverLimit: totals.isOverLimit,
    },
  };
}
