// A buy-out order's product lines between the form and the stored rows.
import type { BuyoutSavePayload } from '@posylka/domain';
import type { BuyoutProductRow } from '../../db/schema/index.js';
import type { ProductValues } from './repository.js';

/**
 * The lines to store. A half-typed quantity is left out of a draft by the form; on a saved line that
 * keeps the saved quantity instead of falling back to the default 1.
 */
export function productValues(
  payload: BuyoutSavePayload,
  raw: unknown,
  saved: ReadonlyMap<string, number>,
): ProductValues[] {
  const rawLines = Array.isArray(raw) ? (raw as { quantity?: unknown }[]) : [];
  return payload.products.map((line, i) => ({
    id: line.id ?? null,
    link: line.link,
    name: line.name,
    size: line.size,
    color: line.color,
    quantity:
      rawLines[i]?.quantity === undefined && line.id && saved.has(line.id)
        ? saved.get(line.id)!
        : line.quantity,
    price: line.price === '' ? null : line.price,
    comment: line.comment,
    allowOverpricing: line.allowOverpricing,
    allowLowerQuantity: line.allowLowerQuantity,
  }));
}

/** A stored line as the form sends it, for the products step schema (checkout and edit). */
export const asFormLine = (p: BuyoutProductRow) => ({
  id: p.id,
  link: p.link,
  name: p.name,
  size: p.size,
  color: p.color,
  quantity: String(p.quantity),
  price: p.price ?? '',
  comment: p.comment,
  allowOverpricing: p.allowOverpricing,
  allowLowerQuantity: p.allowLowerQuantity,
});
