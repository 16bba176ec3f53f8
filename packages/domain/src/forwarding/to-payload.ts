import type { z } from 'zod';
import type { CurrencyCode } from '../money/index.js';
import type { forwardingItemPayloadSchema, productRowFormSchema } from './product-row.js';

type ProductRow = z.output<typeof productRowFormSchema>;
type ItemPayloadInput = z.input<typeof forwardingItemPayloadSchema>;

/**
 * Validated product rows as payload items: the form's `price` string becomes `unitPrice
 * { amount, currency }` in the order's currency, "no category" becomes isEmptyCategoryId.
 */
export function productRowsToItems(rows: readonly ProductRow[], currency: CurrencyCode): ItemPayloadInput[] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    categoryId: row.noCategory || row.category == null ? null : Number(row.category),
    isEmptyCategoryId: row.noCategory,
    name: row.name,
    quantity: row.quantity,
    unitPrice: { amount: row.price, currency },
  }));
}
