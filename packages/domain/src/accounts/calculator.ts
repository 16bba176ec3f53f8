import { z } from 'zod';
import { issue } from '../validation/index.js';

/**
 * "Price calculator input: digits and one dot or comma; comma becomes dot; 2 decimals if fractional"
 * (SPEC §5). `formatCalculatorPrice` is the as-you-type filter; the schema checks the final value.
 */
export function formatCalculatorPrice(typed: string): string {
  const kept = typed.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = kept.split(/[.,]/);
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
}

export const calculatorPriceSchema = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (text === '') return issue(ctx, 'required');
    if (!/^\d+(?:[.,]\d{1,2})?$/.test(text)) issue(ctx, 'number.decimal');
  })
  .transform((text) => {
    const dotted = text.replace(',', '.');
    // "2 decimals if fractional": 12.5 is shown and sent as 12.50; a whole number stays whole.
    return dotted.includes('.') ? Number(dotted).toFixed(2) : dotted.replace(/^0+(?=\d)/, '');
  });
