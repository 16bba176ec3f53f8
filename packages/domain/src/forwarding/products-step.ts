import { z } from 'zod';
import { issue, optionalText } from '../validation/index.js';
import { ORDER_NAME_MAX, ORDER_NAME_MIN } from './limits.js';
import { productRowFormSchema } from './product-row.js';

/** Wizard step 2 "Products": optional order name (3 to 100) and at least one valid product row. */
export const forwardingProductsStepSchema = z.object({
  name: optionalText({ min: ORDER_NAME_MIN, max: ORDER_NAME_MAX }),
  items: z.array(productRowFormSchema).superRefine((items, ctx) => {
    if (items.length === 0) issue(ctx, 'items.required');
  }),
});
export type ForwardingProductsStepForm = z.input<typeof forwardingProductsStepSchema>;

/**
 * The results panel under the products (SPEC §3 "Results form"): "tax agreement required when over
 * customs clearance". Whether the order is over the limit comes from the customs calculation.
 */
export function forwardingResultsSchema(context: { isOverCustomsLimit: boolean }) {
  return z
    .object({
      taxAgreement: z.boolean().default(false),
      isApplyDiscount: z.boolean().default(false),
      promoCode: z.string().trim().default(''),
      churnAccepted: z.boolean().default(false),
      // Pause order: unset, blocked or not blocked.
      isBlocked: z.boolean().nullable().default(null),
    })
    .superRefine((form, ctx) => {
      if (context.isOverCustomsLimit && !form.taxAgreement)
        issue(ctx, 'taxAgreement.required', ['taxAgreement']);
    });
}
export type ForwardingResultsForm = z.input<ReturnType<typeof forwardingResultsSchema>>;
