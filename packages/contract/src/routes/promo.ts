// Promo codes and the churn ("come back") offer of SPEC §3 "Promo and churn", §7 POST
// /validate-promo-code and GET /churn/active. Discounts are in UAH (SPEC §9).
import { z } from 'zod';
import { PROMO_FORMATS, PROMO_SERVICES, moneySchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

// The lists live in the domain's promo rules; re-exported so route consumers find them here too.
export { PROMO_FORMATS, PROMO_SERVICES, type PromoFormat, type PromoService } from '@posylka/domain';

export const validatePromoCodeBodySchema = z.object({
  code: z.string().trim().min(1).max(64),
  /** Country id of the order, e.g. "US". */
  country: z.string().trim().length(2).toUpperCase(),
  service: z.enum(PROMO_SERVICES),
  /** HS codes (or category codes) of the order's goods, for category-restricted codes. */
  hsCodes: z.array(z.string().trim().min(1).max(16)).max(200).optional(),
});
export type ValidatePromoCodeBody = z.input<typeof validatePromoCodeBodySchema>;

export const promoCheckSchema = z.object({
  /** true when the code can be applied to this order. */
  status: z.boolean(),
  /** The discount: UAH for format amount; for percent, amount holds the percentage and currency UAH. */
  value: moneySchema.nullable(),
  /** The most the discount can take off (UAH), when the code caps it. */
  restrictedValue: moneySchema.nullable(),
  /** The HS codes (prefixes) the code is limited to, when it is category-restricted. */
  restrictedByHsCodes: z.array(z.string()).nullable(),
  expired: z.boolean(),
  /**
   * SPEC §4 "A used code shows a 'used' state": this customer already used the code on another order
   * (a code is used once per customer; docs/decisions/010-promo-code-redemptions.md).
   */
  used: z.boolean(),
  /** The code's total usage limit is reached ("used up"). */
  usedUp: z.boolean(),
  format: z.enum(PROMO_FORMATS),
  /**
   * Why status is false, as a message in the request's language (unknown/expired/used/used up/wrong
   * country or service/category-restricted); null when status is true.
   */
  message: z.string().nullable(),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;

export const validatePromoCodeRoute = defineRoute({
  method: 'POST',
  path: '/validate-promo-code',
  summary:
    'Check a promo code for an order: status, value, caps and restrictions (status false is still 200)',
  tags: ['promo'],
  auth: true,
  body: validatePromoCodeBodySchema,
  response: { 200: promoCheckSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});

export const churnOfferSchema = z.object({
  discountAmount: moneySchema,
  restrictedValue: moneySchema.nullable(),
  /** ISO timestamp; the offer disappears after it. */
  expiredAt: z.string(),
});
export type ChurnOffer = z.infer<typeof churnOfferSchema>;

export const activeChurnRoute = defineRoute({
  method: 'GET',
  path: '/churn/active',
  summary: 'My active churn offer (a discount shown as a masked placeholder), or null',
  tags: ['promo'],
  auth: true,
  response: { 200: z.object({ offer: churnOfferSchema.nullable() }), 401: errorBodySchema },
});
