import { PRICE_PATTERN } from '../validation/index.js';
import { BUYOUT_QUANTITY_MAX, BUYOUT_QUANTITY_MIN } from './limits.js';
import type { BuyoutProductLineForm } from './products.js';

/** A blank product line: "quantity (default 1), allowOverpricing (default true), allowLowerQuantity (default true)". */
export function emptyBuyoutLine(): BuyoutProductLineForm {
  return {
    link: '',
    name: '',
    size: '',
    color: '',
    quantity: '1',
    price: '',
    comment: '',
    allowOverpricing: true,
    allowLowerQuantity: true,
  };
}

/**
 * The first line prefilled from the query "default-link, default-price and default-quantity" (SPEC §2).
 * Query values are untrusted: a price or quantity that is not a valid input is left at its default.
 */
export function initialBuyoutLine(query: { get(name: string): string | null }): BuyoutProductLineForm {
  const line = emptyBuyoutLine();
  const link = query.get('default-link')?.trim();
  const price = query.get('default-price')?.trim();
  const quantity = query.get('default-quantity')?.trim();
  if (link) line.link = link.slice(0, 2000);
  if (price && PRICE_PATTERN.test(price)) line.price = price;
  if (quantity && /^\d+$/.test(quantity)) {
    const n = Number(quantity);
    if (n >= BUYOUT_QUANTITY_MIN && n <= BUYOUT_QUANTITY_MAX) line.quantity = String(n);
  }
  return line;
}
