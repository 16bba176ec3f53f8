// The forwarding order API of SPEC §7 "Orders" (draft, complete, edit, read, tracking number, one-time
// password, promo clear, unblock) and GET /forwarding (SPEC §3 "Settings (forwarding)"). Money is
// { amount, currency } with a decimal string; order ids are uuids, and an unknown, malformed or
// another customer's id answers 404. Save bodies are checked by the domain's
// forwardingOrderPayloadSchema on the server (after the 404 check), so form and server say the same
// words on the SPEC §8 property paths.
import { z } from 'zod';
import {
  CHECKOUT_STATES,
  currencyCodeSchema,
  DELIVERY_TYPES,
  EXPORT_DOCUMENT_KINDS,
  FORWARDING_FEE_KINDS,
  forwardingOrderPayloadSchema,
  moneySchema,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { shipmentSchema } from './lifecycle.js';
import { orderFileSchema } from './order-documents.js';
import { defineRoute } from './route.js';

const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const orderCountrySchema = z.object({
  id: z.string(),
  currency: currencyCodeSchema,
  /** Customs limit of the country (SPEC §3 maxCost); null when the country has none. */
  maxCost: moneySchema.nullable(),
  text: z.string(),
  icon: z.string(),
});

export const orderCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  icon: z.string().nullable(),
  mayNeedPassword: z.boolean(),
});

export const orderItemSchema = z.object({
  id: z.uuid(),
  categoryId: z.number().int().nullable(),
  category: z
    .object({ id: z.number().int(), name: z.string(), dangerousGoods: z.boolean(), isTaxFree: z.boolean() })
    .nullable(),
  isEmptyCategoryId: z.boolean(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: moneySchema,
});

export const orderStatesSchema = z.object({
  isOverLimitPriceCustomsClearance: z.boolean(),
  isDocumentUploaded: z.boolean(),
  isCheckoutCompleted: z.boolean(),
  isCreatedByWarehouse: z.boolean(),
  isCreatedBySML: z.boolean(),
  isBlockCrossDockDeclaration: z.boolean(),
  isCreatedByWarehouseAndEmpty: z.boolean(),
  isBlocked: z.boolean(),
  isCompletedAndBlocked: z.boolean(),
  needsExportDocuments: z.boolean(),
});

/** SPEC §3 "Forwarding order", as GET /orders/{id} and every save answer it. */
export const forwardingOrderSchema = z.object({
  id: z.uuid(),
  /** Human number, e.g. "PS-000042". */
  number: z.string(),
  country: orderCountrySchema,
  company: orderCompanySchema.nullable(),
  companyName: z.string().nullable(),
  partner: z.string().nullable(),
  name: z.string().nullable(),
  trackNo: z.string().nullable(),
  receivedTrackNumber: z.boolean().nullable(),
  items: z.array(orderItemSchema),
  invoices: z.array(orderFileSchema),
  passport: z
    .object({
      id: z.uuid(),
      documentType: z.enum(['passport', 'card']),
      maskedNumber: z.string(),
      fullName: z.string(),
    })
    .nullable(),
  promo: z.object({ code: z.string(), format: z.enum(['amount', 'percent']), churn: z.boolean() }).nullable(),
  churnAccepted: z.boolean(),
  /** Apply loyalty bonuses (the results form's isApplyDiscount). */
  discount: z.boolean(),
  consigneeAddress: z
    .object({ id: z.uuid(), fullAddress: z.string(), warehouseType: z.enum(DELIVERY_TYPES) })
    .nullable(),
  /** 12 digits, e.g. "380671234567". */
  phoneNumber: z.string().nullable(),
  oneTimePassword: z.string().nullable(),
  multiOrder: z.boolean(),
  /** Pause-order choice: unset (null), blocked or not blocked. */
  isBlocked: z.boolean().nullable(),
  taxAgreement: z.boolean(),
  notifyMe: z.boolean(),
  isConsolidated: z.boolean(),
  additionalServices: z.array(z.object({ key: z.number().int(), cost: moneySchema })),
  /** Sum of the items priced above 0, in the items' currency. */
  itemsTotal: moneySchema,
  itemsTotalEur: moneySchema,
  /** EUR, from the domain customs estimate (0.00 under the limit). */
  priceCustomsClearance: moneySchema,
  insuranceFeeCost: moneySchema,
  /**
   * The guarantee and the insurance fee with their percents (domain forwardingFeeLines: the guarantee
   * of itemsTotal, the insurance as stored), named and priced the same on the wizard, the success
   * page and the parcel page.
   */
  feeLines: z.array(
    z.object({ kind: z.enum(FORWARDING_FEE_KINDS), percent: decimalString, cost: moneySchema }),
  ),
  checkoutState: z.enum(CHECKOUT_STATES),
  states: orderStatesSchema,
  /** [] unless export documents apply. */
  requiredDocumentKinds: z.array(z.enum(EXPORT_DOCUMENT_KINDS)),
  /** Completion blockers of a saved draft on SPEC §8 paths, message in the request's language. */
  errors: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * The parcel's life (contract lifecycle.ts): present on GET /orders/{id} and continue-delivery
   * (POST /orders/unblock/{id}); the save answers leave it out.
   */
  shipment: shipmentSchema.optional(),
});
export type ForwardingOrder = z.infer<typeof forwardingOrderSchema>;

// Any text: an id that is not one of ours (malformed included) answers 404, like another user's.
export const orderIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * The save payload (domain forwardingOrderPayloadSchema: number, country, company, companyName,
 * partner, name, items, promoCode, churnAccepted, discount, consigneeAddress (saved address uuid or
 * null), phoneNumber, isConsolidated, isBlocked, notifyMe, receivedTrackNumber, taxAgreement). The
 * routes mark it `bodyCheckedByHandler`: the server checks ownership first (404) and then answers 422
 * per field. On an existing order, a field left out keeps its saved value (items, number,
 * consigneeAddress, phoneNumber, promoCode, churnAccepted, discount, isBlocked, taxAgreement,
 * notifyMe, isConsolidated); null or '' clears it.
 */
export const forwardingOrderSaveBodySchema = forwardingOrderPayloadSchema;

const readFailures = { 401: errorBodySchema, 404: errorBodySchema };
const writeFailures = {
  ...readFailures,
  /** The order is blocked (pause) or in a state that refuses this save. */
  409: errorBodySchema,
  422: validationErrorBodySchema,
};

export const createDraftOrderRoute = defineRoute({
  method: 'POST',
  path: '/orders/draft',
  summary: 'Create a forwarding order draft from the save payload',
  tags: ['orders'],
  auth: true,
  body: forwardingOrderSaveBodySchema,
  bodyCheckedByHandler: true,
  response: { 201: forwardingOrderSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});

export const updateDraftOrderRoute = defineRoute({
  method: 'PUT',
  path: '/orders/draft/:id',
  summary: 'Save a draft (409 when the order is completed or blocked)',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  body: forwardingOrderSaveBodySchema,
  bodyCheckedByHandler: true,
  response: { 200: forwardingOrderSchema, ...writeFailures },
});

export const completeOrderRoute = defineRoute({
  method: 'POST',
  path: '/orders/complete/:id',
  summary: 'Save the payload, then register the order (422 per completion rule)',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  body: forwardingOrderSaveBodySchema,
  bodyCheckedByHandler: true,
  response: { 200: forwardingOrderSchema, ...writeFailures },
});

export const editOrderRoute = defineRoute({
  method: 'PUT',
  path: '/orders/edit/:id',
  summary: 'Save a completed order (the country cannot change; track number locked per SPEC §6)',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  body: forwardingOrderSaveBodySchema,
  bodyCheckedByHandler: true,
  response: { 200: forwardingOrderSchema, ...writeFailures },
});

export const getOrderRoute = defineRoute({
  method: 'GET',
  path: '/orders/:id',
  summary: 'One of my forwarding orders',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  response: { 200: forwardingOrderSchema, ...readFailures },
});

export const trackingNumberBodySchema = z.object({ number: z.string() });
export const setTrackingNumberRoute = defineRoute({
  method: 'PUT',
  path: '/orders/:id/tracking/number',
  summary: 'Set the track number ("Such a track number already exists" on number)',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  body: trackingNumberBodySchema,
  response: { 200: forwardingOrderSchema, ...writeFailures },
});

export const oneTimePasswordBodySchema = z.object({ oneTimePassword: z.string().trim().max(50).nullable() });
export const setOneTimePasswordRoute = defineRoute({
  method: 'PUT',
  path: '/orders/:id/one-time-password',
  summary: 'Set or clear the pickup password code the shop gave',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  body: oneTimePasswordBodySchema,
  response: { 200: forwardingOrderSchema, ...writeFailures },
});

export const clearOrderPromoRoute = defineRoute({
  method: 'POST',
  path: '/orders/:id/promo/clear',
  summary: 'Remove the promo code and the churn offer from the order',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  response: { 200: forwardingOrderSchema, ...writeFailures },
});

export const unblockOrderRoute = defineRoute({
  method: 'POST',
  path: '/orders/unblock/:id',
  summary: 'Continue delivery of a blocked (paused) order',
  tags: ['orders'],
  auth: true,
  params: orderIdParamsSchema,
  response: { 200: forwardingOrderSchema, ...writeFailures },
});

// ---- GET /forwarding?countryCode=US&orderId= ----

export const forwardingOrderSettingsQuerySchema = z.object({
  countryCode: z.string().trim().toUpperCase().min(1),
  /** The order being edited: its own total is left out of countryTotalOrdersSum. */
  orderId: z.string().min(1).max(64).optional(),
});
export type ForwardingOrderSettingsQuery = z.input<typeof forwardingOrderSettingsQuerySchema>;

export const forwardingOrderSettingsSchema = z.object({
  /** EUR. */
  countryLimitPriceCustomsClearance: moneySchema,
  /** EUR: the customer's other live orders from this country. */
  countryTotalOrdersSum: moneySchema,
  percentCustomsClearance: decimalString,
  percentValueAddedTax: decimalString,
  percentFeeForService: decimalString,
  percentInsuranceServiceFee: decimalString,
  /** SPEC §9 "Guarantee 1% of the sum, paid on receipt". */
  percentGuarantee: decimalString,
  /** UAH per 1 unit of each currency (latest stored NBU snapshot). */
  rates: z.record(z.string(), decimalString),
  /** UAH: the parcel-locker cap (SPEC §9). */
  postBoxTotalLimit: moneySchema,
  /** Currencies offered for item prices (SPEC §9). */
  currencies: z.array(currencyCodeSchema),
});
export type ForwardingOrderSettings = z.infer<typeof forwardingOrderSettingsSchema>;

export const forwardingOrderSettingsRoute = defineRoute({
  method: 'GET',
  path: '/forwarding',
  summary: 'Customs settings, rates and limits of a country for the forwarding form',
  tags: ['orders'],
  auth: true,
  querystring: forwardingOrderSettingsQuerySchema,
  response: { 200: forwardingOrderSettingsSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});
