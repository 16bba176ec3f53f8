import { z } from 'zod';
import { issue } from './refine.js';

/**
 * Whole-number input such as a quantity: forms send the typed string, payloads a number. '' is
 * "required", 2.5 or "2,5" is "integer", then the range (SPEC §9 "quantity 1 to 1000").
 */
export function integerField(bounds: { min: number; max: number }) {
  return z
    .union([z.string(), z.number()])
    .superRefine((raw, ctx) => {
      const text = String(raw).trim();
      if (text === '') return issue(ctx, 'required');
      if (!/^-?\d+$/.test(text)) {
        return issue(ctx, /^-?\d+([.,]\d+)?$/.test(text) ? 'number.integer' : 'number.invalid');
      }
      const value = Number(text);
      if (value < bounds.min) issue(ctx, 'number.tooSmall', [], { min: bounds.min });
      else if (value > bounds.max) issue(ctx, 'number.tooBig', [], { max: bounds.max });
    })
    .transform((raw) => Number(String(raw).trim()));
}

/**
 * The largest price any field takes (reference FIELD_LIMITS.priceMax, repeated here because the
 * validation helpers import no reference data): amounts must fit the database, never answer 500.
 */
export const PRICE_MAX = 10_000_000;

/** "digits with optional comma or dot and 1-2 decimals" (SPEC §5). */
export const PRICE_PATTERN = /^\d+([.,]\d{1,2})?$/;

/** A typed price in canonical form: comma becomes dot, leading zeros go ("007,5" -> "7.5"). */
export function normalizePrice(text: string): string {
  return text
    .trim()
    .replace(',', '.')
    .replace(/^0+(?=\d)/, '');
}

/**
 * Price input: required, PRICE_PATTERN, at least `min` (SPEC §9 "price min 0.01"). The output is the
 * canonical decimal string, ready for `{ amount, currency }`.
 */
export function priceField(bounds: { min: number; max?: number } = { min: 0.01 }) {
  const max = bounds.max ?? PRICE_MAX;
  return z
    .union([z.string(), z.number()])
    .superRefine((raw, ctx) => {
      const text = String(raw).trim();
      if (text === '') return issue(ctx, 'required');
      if (!PRICE_PATTERN.test(text)) return issue(ctx, 'price.format');
      const value = Number(normalizePrice(text));
      if (value < bounds.min) issue(ctx, 'number.tooSmall', [], { min: bounds.min });
      else if (value > max) issue(ctx, 'number.tooBig', [], { max });
    })
    .transform((raw) => normalizePrice(String(raw)));
}
