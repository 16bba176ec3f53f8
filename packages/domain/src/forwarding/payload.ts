import { z } from 'zod';
import { draftPhonePayloadSchema } from '../phone/index.js';
import { isCountryCode } from '../reference/index.js';
import { issue, optionalText } from '../validation/index.js';
import { ORDER_NAME_MAX, ORDER_NAME_MIN } from './limits.js';
import { refineTrackNumber } from './order-step.js';
import { forwardingItemPayloadSchema } from './product-row.js';
import { isNoTrackNumber, NO_TRACK_NUMBER_MARKER } from './track-number.js';

/**
 * Forwarding save payload (SPEC §3 "Forwarding save payload"), the body of POST /orders/draft,
 * PUT /orders/draft/{id}, POST /orders/complete/{id} and PUT /orders/edit/{id}, plus the form inputs
 * receivedTrackNumber (SPEC §3) and taxAgreement (results form) that the order keeps. Violations use the error-map properties of
 * SPEC §8: country, company, number, name, items[i].categoryId/name/quantity/unitPrice.amount,
 * promoCode, discount, consigneeAddress, phoneNumber.
 *
 * A draft may be partial (no items, no address yet); whatever is present must be valid. Rules that
 * need the order's context (customs limit, completion) are in completion.ts and the server.
 */
export const forwardingOrderPayloadSchema = z
  .object({
    // null / '' / the no-track marker: the user has no track number yet.
    number: z.string().trim().nullable().optional(),
    /** "Asks whether a track number was received": true, false or unset (SPEC §2 step 1, §3). */
    receivedTrackNumber: z.boolean().nullable().default(null),
    country: z.string().trim().toUpperCase().refine(isCountryCode, 'choice.invalid'),
    company: z
      .union([z.number().int().positive(), z.string().trim().min(1).max(250)])
      .nullable()
      .optional(),
    companyName: z.string().trim().max(250).optional(),
    partner: z.string().trim().max(250).nullable().optional(),
    name: optionalText({ min: ORDER_NAME_MIN, max: ORDER_NAME_MAX }),
    items: z.array(forwardingItemPayloadSchema).max(100).default([]),
    promoCode: z.string().trim().max(50).nullable().optional(),
    churnAccepted: z.boolean().default(false),
    /** Apply loyalty bonuses (the results form's isApplyDiscount); bonuses are in UAH (SPEC §9). */
    discount: z.boolean().default(false),
    /** Saved address uuid (the user's address book); null when none is chosen yet. */
    consigneeAddress: z
      .string()
      .nullable()
      .optional()
      .superRefine((id, ctx) => {
        if (id != null && !z.uuid().safeParse(id).success) issue(ctx, 'address.required');
      }),
    phoneNumber: draftPhonePayloadSchema.optional(),
    isConsolidated: z.boolean().default(false),
    /** Pause order: unset (null), blocked or not blocked. */
    isBlocked: z.boolean().nullable().default(null),
    notifyMe: z.boolean().default(false),
    /** "Tax agreement required when over customs clearance" (checked on completion, see completion-rules.ts). */
    taxAgreement: z.boolean().default(false),
  })
  .superRefine((order, ctx) => {
    if (order.company == null && !order.companyName) issue(ctx, 'required', ['company']);
    // "Required unless the user said they have none": a draft may also be saved before the question
    // is answered (unset) with no number; completion then asks for it (completion-rules.ts).
    const hasNone =
      order.receivedTrackNumber === false ||
      order.number?.trim() === NO_TRACK_NUMBER_MARKER ||
      (order.receivedTrackNumber == null && isNoTrackNumber(order.number));
    refineTrackNumber(order.number, order.country, hasNone, ctx, ['number']);
  });
export type ForwardingOrderPayloadInput = z.input<typeof forwardingOrderPayloadSchema>;
export type ForwardingOrderPayload = z.output<typeof forwardingOrderPayloadSchema>;
