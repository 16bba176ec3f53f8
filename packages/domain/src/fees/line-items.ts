import { Dec } from '../money/decimal.js';

type D = InstanceType<typeof Dec>;

/**
 * Reads a unit price as typed in a form ("12,5", " 3.00 ") or stored ("12.50"). Returns null for
 * anything that is not a plain non-negative decimal, so a half-typed row never breaks the totals.
 */
export function parsePriceInput(value: string | number | null | undefined): D | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return null;
  return new Dec(text);
}

/** A row counts toward totals only with price above 0 (SPEC §5) and a whole quantity of at least 1. */
export function lineTotal(quantity: number, price: string | number | null | undefined): D | null {
  const unit = parsePriceInput(price);
  if (unit === null || !unit.greaterThan(0)) return null;
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  return unit.times(quantity);
}
