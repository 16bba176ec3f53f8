import { z } from 'zod';
import { currencyCodeSchema } from '../money/index.js';
import { disallowedNameChars, listChars, transliterate } from '../text/index.js';
import {
  integerField,
  issue,
  priceField,
  PRICE_MAX,
  PRICE_PATTERN,
  requiredText,
} from '../validation/index.js';
import { PRICE_MIN, PRODUCT_NAME_MAX, PRODUCT_NAME_MIN, QUANTITY_MAX, QUANTITY_MIN } from './limits.js';

/**
 * Product name (SPEC §5): transliterated to Latin, then required, 3 to 250, and only letters, digits
 * and the listed symbols; the message lists the offending characters.
 */
export const productNameSchema = z
  .string()
  .transform(transliterate)
  .pipe(
    requiredText({ min: PRODUCT_NAME_MIN, max: PRODUCT_NAME_MAX }).superRefine((name, ctx) => {
      const bad = disallowedNameChars(name);
      if (bad.length > 0) issue(ctx, 'product.nameSymbols', [], { chars: listChars(bad) });
    }),
  );

const categoryValue = z.union([z.string(), z.number()]).nullable().optional();
const hasCategory = (value: string | number | null | undefined) =>
  value != null && String(value).trim() !== '';

/** One product row of the wizard's Products step: inputs as typed (`price` a string). */
export const productRowFormSchema = z
  .object({
    rowId: z.string().optional(),
    /** The saved item's id (a uuid from the order resource); new rows have none. */
    id: z.union([z.string(), z.number().int().positive()]).nullable().optional(),
    category: categoryValue,
    noCategory: z.boolean().default(false),
    name: productNameSchema,
    quantity: integerField({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
    price: priceField({ min: PRICE_MIN }),
  })
  .superRefine((row, ctx) => {
    // "Category required unless 'no category'".
    if (!row.noCategory && !hasCategory(row.category)) issue(ctx, 'product.category', ['category']);
  });
export type ProductRowForm = z.input<typeof productRowFormSchema>;

/** Item price on the wire: `{ amount, currency }`, amount a decimal string with 1-2 decimals, at least 0.01. */
export const unitPriceSchema = z.object({
  amount: z
    .string()
    .trim()
    .superRefine((amount, ctx) => {
      if (amount === '') return issue(ctx, 'required');
      if (!PRICE_PATTERN.test(amount) || amount.includes(',')) return issue(ctx, 'price.format');
      if (Number(amount) < PRICE_MIN) issue(ctx, 'number.tooSmall', [], { min: PRICE_MIN });
      else if (Number(amount) > PRICE_MAX) issue(ctx, 'number.tooBig', [], { max: PRICE_MAX });
    }),
  currency: currencyCodeSchema,
});

/** Order item of the save payload (SPEC §3 "Order item"): violations land on items[i].categoryId/name/quantity/unitPrice.amount. */
export const forwardingItemPayloadSchema = z
  .object({
    /** The saved item's id (uuid) when the row came from the order; the server replaces the list. */
    id: z.union([z.string().max(64), z.number().int().positive()]).optional(),
    categoryId: z.number().int().positive().nullable().optional(),
    isEmptyCategoryId: z.boolean().default(false),
    name: productNameSchema,
    quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
    unitPrice: unitPriceSchema,
  })
  .superRefine((item, ctx) => {
    if (!item.isEmptyCategoryId && item.categoryId == null) issue(ctx, 'product.category', ['categoryId']);
  });
export type ForwardingItemPayload = z.output<typeof forwardingItemPayloadSchema>;
