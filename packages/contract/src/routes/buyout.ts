// The buy-out (personal buyer) API of SPEC §7 "Buy-out" and /tmp issue 6 contract. Money is
// { amount, currency } with a decimal string; order, product and address ids are uuids, and an
// unknown, malformed or another customer's id answers 404 before any body is looked at. Bodies are
// the domain's buy-out schemas, checked by the handlers after that (bodyCheckedByHandler), so 422 violations carry
// the SPEC §8 paths (products[0].link, recipient.phoneNumber, delivery.userAddressId,
// payment.promoCode, payment.taxAgreement) in the request's language.
import { z } from 'zod';
import {
  BUYOUT_ORDER_STATUSES,
  DELIVERY_TYPES,
  buyoutEditPayloadSchema,
  buyoutSavePayloadSchema,
  moneySchema,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { buyoutSettingsSchema } from './extra.js';
import { defineRoute } from './route.js';

/** The domain's buy-out order states. */
export const BUYOUT_STATUSES = BUYOUT_ORDER_STATUSES;
export type BuyoutStatus = (typeof BUYOUT_STATUSES)[number];

export const buyoutProductSchema = z.object({
  id: z.uuid(),
  link: z.string(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  /** Unit price in the settings currency (USD). */
  price: moneySchema,
  comment: z.string(),
  allowOverpricing: z.boolean(),
  allowLowerQuantity: z.boolean(),
  /** The link's host without "www.". */
  shop: z.string(),
});

export const buyoutOrderRecipientSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  /** 12 digits or ''. */
  phoneNumber: z.string(),
  email: z.string(),
});

export const buyoutPaymentStateSchema = z.object({
  isApplyDiscount: z.boolean(),
  promoCode: z.string(),
  promoCodeValue: moneySchema.nullable(),
  promoRestrictedValue: moneySchema.nullable(),
  churnAccepted: z.boolean(),
  taxAgreement: z.boolean(),
});

/**
 * All from the domain's buyoutFees: USD unless the name ends in Uah. Once lines ended (refused,
 * unavailable, fewer in the shop) the figures are over what is still bought (domain buyoutKeptFees).
 */
export const buyoutFeesSchema = z.object({
  productsTotal: moneySchema,
  overQuantityFee: moneySchema,
  serviceFee: moneySchema,
  /** The percent shown next to the service fee ("0" when waived). */
  servicePercent: z.string(),
  insuranceFee: moneySchema,
  total: moneySchema,
  totalUah: moneySchema,
  /** Customs tax when the products total exceeds amountCustomsLimit, else null. */
  customs: moneySchema.nullable(),
});

/** SPEC §3 "Buy-out order": the answer of view, draft, edit and refund. */
export const buyoutOrderSchema = z.object({
  id: z.uuid(),
  /** Human number, e.g. "BO-000042". */
  number: z.string(),
  name: z.string(),
  isDraft: z.boolean(),
  status: z.enum(BUYOUT_STATUSES),
  products: z.array(buyoutProductSchema),
  recipient: buyoutOrderRecipientSchema.nullable(),
  userAddress: z
    .object({ id: z.uuid(), fullAddress: z.string(), warehouseType: z.enum(DELIVERY_TYPES) })
    .nullable(),
  payment: buyoutPaymentStateSchema,
  /** Loyalty bonuses applied (UAH) or null. */
  appliedDiscount: moneySchema.nullable(),
  promoFromChurn: z.boolean(),
  fees: buyoutFeesSchema,
  total: moneySchema,
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** "N of M" received, of the lines still coming (a refused or unavailable line never comes). */
  tracking: z.object({ received: z.number().int(), total: z.number().int() }),
});
export type BuyoutOrder = z.infer<typeof buyoutOrderSchema>;

// Any text: an id that is not one of ours (malformed included) answers 404, like another user's.
export const buyoutIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * Draft payload (SPEC §7): { id?, name, products: [{id?, link, name, size, color, quantity, price,
 * comment, allowOverpricing, allowLowerQuantity}], recipient: {firstName, lastName, middleName,
 * phoneNumber, email}, delivery: {userAddressId: uuid|null}, payment: {isApplyDiscount, promoCode,
 * promoCodeValue, promoRestrictedValue, churnAccepted, taxAgreement} }. Partial drafts are allowed;
 * whatever is present must be valid. Without `id` a new draft is created (201) once some product has
 * both link and name (else 422 on products[0].link / products[0].name); with `id` it is updated (200).
 */
export const buyoutDraftBodySchema = buyoutSavePayloadSchema;

/** Edit: only quantity and price of existing lines, each not above the original. */
export const buyoutEditBodySchema = buyoutEditPayloadSchema;

const readFailures = { 401: errorBodySchema, 404: errorBodySchema };
const writeFailures = {
  ...readFailures,
  /** The order's status refuses this action (e.g. checkout of a paid order). */
  409: errorBodySchema,
  422: validationErrorBodySchema,
};

const moneyDecimal = z.string().regex(/^\d+(\.\d+)?$/);

/** GET /extra/settings' buy-out part (decimal strings) plus the success page cards and UAH rates. */
export const buyoutPageSettingsSchema = buyoutSettingsSchema.extend({
  successPage: z.object({
    company: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        name: z.string(),
        color: z.string().nullable(),
        image: z.string().nullable(),
        imageWebp: z.string().nullable(),
      }),
    ),
  }),
  /** UAH per unit, e.g. { USD: "41.23" }. */
  rates: z.record(z.string(), moneyDecimal),
});
export type BuyoutPageSettings = z.infer<typeof buyoutPageSettingsSchema>;

export const buyoutSettingsRoute = defineRoute({
  method: 'GET',
  path: '/buyout/settings',
  summary: 'Buy-out settings (SPEC §3) with the UAH rate',
  tags: ['buyout'],
  auth: false,
  response: { 200: buyoutPageSettingsSchema },
});

export const saveBuyoutDraftRoute = defineRoute({
  method: 'POST',
  path: '/buyout/draft',
  summary: 'Create (201) or update (200, body.id) a buy-out draft',
  tags: ['buyout'],
  auth: true,
  body: buyoutDraftBodySchema,
  bodyCheckedByHandler: true,
  response: { 200: buyoutOrderSchema, 201: buyoutOrderSchema, ...writeFailures },
});

export const checkoutBuyoutRoute = defineRoute({
  method: 'POST',
  path: '/buyout/:id/checkout',
  summary: 'Validate the whole draft and move it to awaiting_payment',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  response: { 200: z.object({ id: z.uuid() }), ...writeFailures },
});

export const buyoutPaymentStartSchema = z.object({
  paymentSystem: z.enum(['sandbox', 'liqpay']),
  /** Sandbox: our hosted page /payments/sandbox/{paymentId}; LiqPay: its checkout url (form post). */
  url: z.string(),
  form: z.object({ data: z.string(), signature: z.string() }).optional(),
  /** What the card is charged: hryvnias at the NBU rate of the day (issue 14). */
  amount: moneySchema,
  /** What it pays for in the order's currency, and the rate used (UAH per unit). */
  baseAmount: moneySchema,
  rate: z.string(),
});
export type BuyoutPayment = z.infer<typeof buyoutPaymentStartSchema>;

export const buyoutPaymentRoute = defineRoute({
  method: 'GET',
  path: '/buyout/:id/payment',
  summary: 'Start (or resume) the payment of an order awaiting payment',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  /** The system the page was opened with (SPEC §2); the configured provider decides. */
  querystring: z.object({ paymentSystem: z.string().max(32).optional() }),
  response: { 200: buyoutPaymentStartSchema, ...writeFailures },
});

export const checkPaymentResultSchema = z.object({ status: z.enum(['paid', 'failed']), orderId: z.uuid() });
export const checkBuyoutPaymentRoute = defineRoute({
  method: 'GET',
  path: '/buyout/:id/check_payment',
  summary: '202 while the payment is pending, then paid or failed',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  response: { 200: checkPaymentResultSchema, 202: z.object({}), ...readFailures },
});

export const editBuyoutRoute = defineRoute({
  method: 'PUT',
  path: '/buyout/:id/edit',
  summary: 'Lower quantity or price of paid lines ({products: [{id, quantity, price}]})',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  body: buyoutEditBodySchema,
  bodyCheckedByHandler: true,
  response: { 200: buyoutOrderSchema, ...writeFailures },
});

export const viewBuyoutRoute = defineRoute({
  method: 'GET',
  path: '/buyout/:id/view',
  summary: 'One of my buy-out orders',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  response: { 200: buyoutOrderSchema, ...readFailures },
});

export const refundBuyoutRoute = defineRoute({
  method: 'POST',
  path: '/buyout/:id/refund',
  summary: 'Cancel the order; a paid one is refunded in full through the provider',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  response: { 200: buyoutOrderSchema, ...writeFailures },
});

/** Per product: on its way through awaiting .. received, or ended (refused, unavailable: refunded). */
export const BUYOUT_ITEM_STATUSES = [
  'awaiting',
  'purchased',
  'shipped',
  'received',
  'refused',
  'unavailable',
] as const;
export const buyoutTrackingSchema = z.object({
  items: z.array(
    z.object({ productId: z.uuid(), trackNo: z.string().nullable(), status: z.enum(BUYOUT_ITEM_STATUSES) }),
  ),
});
export const buyoutTrackingRoute = defineRoute({
  method: 'GET',
  path: '/buyout/:id/tracking',
  summary: 'Per-product track numbers and statuses',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  response: { 200: buyoutTrackingSchema, ...readFailures },
});

export const buyoutTrackingStatusesSchema = z.object({ received: z.number().int(), total: z.number().int() });
export const buyoutTrackingStatusesRoute = defineRoute({
  method: 'GET',
  path: '/buyout/:id/tracking_statuses',
  summary: '"N of M" products received, of those still coming (a refused or unavailable one is not)',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  response: { 200: buyoutTrackingStatusesSchema, ...readFailures },
});

export const CARD_SCHEMES = [
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'discover',
  'jcb',
  'unionpay',
  'prostir',
  'unknown',
] as const;
export const validateCardNumberBodySchema = z.object({ 'bin-number': z.string().max(19) });
export const validateCardNumberRoute = defineRoute({
  method: 'POST',
  path: '/validate-card-number',
  summary: 'Card scheme of a BIN (first 6-8 digits)',
  tags: ['buyout'],
  auth: true,
  body: validateCardNumberBodySchema,
  response: {
    200: z.object({ valid: z.boolean(), scheme: z.enum(CARD_SCHEMES) }),
    401: errorBodySchema,
    422: validationErrorBodySchema,
  },
});

/** Same body as POST /orders/{id}/passport (identity document input + agreement). */
export const saveBuyoutPassportRoute = defineRoute({
  method: 'POST',
  path: '/buyout/:id/passport',
  summary: 'Attach an identity document to my buy-out order (encrypted at rest)',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  body: z.looseObject({ documentType: z.string().optional(), agreement: z.boolean().optional() }),
  response: {
    200: z.object({
      passport: z.object({
        id: z.uuid(),
        documentType: z.enum(['passport', 'card']),
        maskedNumber: z.string(),
        fullName: z.string(),
      }),
    }),
    ...writeFailures,
  },
});
