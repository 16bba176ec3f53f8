import { z } from 'zod';
import { addressSelectionSchema } from '../address/index.js';
import { identityDocumentSchema, type CalendarDate } from '../identity/index.js';
import { phoneSchema } from '../phone/index.js';
import { addNestedIssues, issue } from '../validation/index.js';

/**
 * Wizard step 3 "Documents" (shown only over the customs limit): "passport valid and agreement
 * checked" (SPEC §5). Invoices are uploaded separately (files/), so they are not form values here.
 */
export function forwardingDocumentsStepSchema(options: { today: Date | CalendarDate }) {
  const passportSchema = identityDocumentSchema(options);
  return z
    .object({ passport: z.unknown(), agreement: z.boolean().default(false) })
    .superRefine((step, ctx) => {
      if (step.passport == null) issue(ctx, 'documents.passport', ['passport']);
      else {
        // The passport's own consent is implied by the step's agreement, which the user ticks here.
        const parsed = passportSchema.safeParse({ ...(step.passport as object), consent: true });
        if (!parsed.success) addNestedIssues(ctx, parsed.error.issues, ['passport']);
      }
      if (!step.agreement) issue(ctx, 'documents.agreement', ['agreement']);
    });
}

/**
 * Wizard step 4 "Delivery": an address selection (a saved address uuid, or a valid new address behind the "new" option) and the
 * phone: "required; complete per mask; operator allowed; must be verified" (SPEC §5).
 */
export const forwardingDeliveryStepSchema = z
  .object({
    /** A saved address uuid or the "new address" option (see addressSelectionSchema). */
    addressId: z.union([z.string(), z.number()]).nullable().optional(),
    newAddress: z.unknown().optional(),
    phoneNumber: phoneSchema,
    isPhoneVerified: z.boolean().default(false),
  })
  .superRefine((step, ctx) => {
    const selection = addressSelectionSchema.safeParse({
      addressId: step.addressId,
      newAddress: step.newAddress,
    });
    if (!selection.success) addNestedIssues(ctx, selection.error.issues, []);
    if (phoneSchema.safeParse(step.phoneNumber).success && !step.isPhoneVerified) {
      issue(ctx, 'phone.notVerified', ['phoneNumber']);
    }
  });
export type ForwardingDeliveryStepForm = z.input<typeof forwardingDeliveryStepSchema>;
