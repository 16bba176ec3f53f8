// The parcel's life as the customer sees it (issue 5, SPEC §2 "Forwarding detail page", §7 Orders,
// §8 consolidation messages): the shipment block of GET /orders/{id}, pause and release, consolidation
// (create, add one, cancel), the warehouse photos, and the realtime channel orders#{uid}. States,
// events and the rules behind every flag are the domain's (packages/domain lifecycle).
import { z } from 'zod';
import { ORDER_LIST_STATUSES, SHIPMENT_EVENTS, SHIPMENT_STATES, moneySchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema, violationSchema } from '../errors.js';
import { defineRoute } from './route.js';

export const shipmentStateSchema = z.enum(SHIPMENT_STATES);

/** One step the parcel took (an order_events row), oldest first. */
export const shipmentTimelineEntrySchema = z.object({
  state: shipmentStateSchema,
  event: z.enum(SHIPMENT_EVENTS),
  /** ISO instant. */
  at: z.string(),
});
export type ShipmentTimelineEntry = z.infer<typeof shipmentTimelineEntrySchema>;

/** A warehouse photo; `url` is the site path of its bytes (/api/orders/{id}/photos/{photoId}, owner only). */
export const shipmentPhotoSchema = z.object({ id: z.uuid(), url: z.string() });

/** Decimal strings as the warehouse measured them, e.g. "1.250" kg, "30.0" cm. */
const measure = z.string().regex(/^\d+(\.\d+)?$/);

/**
 * The shipment block of the detail page (`shipment` of GET /orders/{id}). Dates are ISO instants.
 * `storageUntil` is when the state's timer fires (domain storageDeadline: disposal, automatic release
 * or auto-dispatch), null when no timer waits. `bonuses` are the bonuses credited on receipt once
 * `bonusesCredited`, before that the bonuses expected for the measured weight (null until weighed).
 */
/**
 * What the parcel costs the customer (domain parcelCharges), every figure in UAH at the NBU rate:
 * the delivery, the promo or churn discount off it, the bonuses used on it (`bonusesSpent` once taken
 * from the balance at dispatch, before that what the balance covers now), the delivery left to pay,
 * the warehouse services, the handling fee, the guarantee, insurance and the customs estimate.
 */
export const shipmentChargesSchema = z.object({
  deliveryUah: moneySchema,
  promoDiscount: moneySchema,
  bonusesUsed: moneySchema,
  bonusesSpent: z.boolean(),
  deliveryToPay: moneySchema,
  servicesUah: moneySchema,
  handlingFeeUah: moneySchema,
  guaranteeUah: moneySchema,
  insuranceUah: moneySchema,
  customsUah: moneySchema,
  totalToPay: moneySchema,
});
export type ShipmentCharges = z.infer<typeof shipmentChargesSchema>;

export const shipmentSchema = z.object({
  state: shipmentStateSchema,
  /** What the orders list shows for this parcel (domain orderListStatus: draft or the state). */
  listStatus: z.enum(ORDER_LIST_STATUSES),
  timeline: z.array(shipmentTimelineEntrySchema),
  receivedAt: z.string().nullable(),
  storageUntil: z.string().nullable(),
  weightKg: measure.nullable(),
  dimensions: z.object({ lengthCm: measure, widthCm: measure, heightCm: measure }).nullable(),
  /** Nova Poshta express waybill, once handed over. */
  waybillNumber: z.string().nullable(),
  /**
   * The warehouse that holds (or held) the parcel, a place id of its country (domain
   * parcelWarehouse; the page names it): its grid prices the delivery. Null until received.
   */
  warehouseId: z.string().nullable(),
  /** International delivery for the measured weight on that warehouse's grid, tariff currency. */
  deliveryCost: moneySchema.nullable(),
  /** UAH. */
  bonuses: moneySchema.nullable(),
  bonusesCredited: z.boolean(),
  /** Null until the parcel is weighed and priced. */
  charges: shipmentChargesSchema.nullable(),
  photos: z.array(shipmentPhotoSchema),
  /** What the warehouse found (restricted goods). */
  restrictedNote: z.string().nullable(),
  consolidationId: z.uuid().nullable(),
  canPause: z.boolean(),
  canRelease: z.boolean(),
  canContinueDelivery: z.boolean(),
  pausedOnce: z.boolean(),
  /**
   * Why a held parcel cannot leave (issue 13), in the customer's language, on the SPEC §8 property of
   * the rule; empty unless `state` is held. `holdActions` are the page's ways to put them right.
   */
  holdReasons: z.array(violationSchema),
  holdActions: z.array(z.enum(['declaration', 'documents', 'address', 'phone'])),
  /** SPEC §4 "auto-dispatch ... or earlier by choice": the customer may ask it to leave now. */
  canSendNow: z.boolean(),
  /** When the customer asked it to leave now (it goes with the next dispatch), else null. */
  dispatchRequestedAt: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

// Any text: an id that is not one of ours (malformed included) answers 404, like another user's.
const idParams = z.object({ id: z.string().min(1).max(64) });
const photoParams = z.object({ id: z.string().min(1).max(64), photoId: z.string().min(1).max(64) });

const failures = { 401: errorBodySchema, 404: errorBodySchema };

export const pauseShipmentRoute = defineRoute({
  method: 'POST',
  path: '/orders/:id/pause',
  summary: 'Hold my parcel at the warehouse (once per parcel; 409 when not possible)',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 200: shipmentSchema, ...failures, 409: errorBodySchema },
});

export const releaseShipmentRoute = defineRoute({
  method: 'POST',
  path: '/orders/:id/release',
  summary: 'Release my paused parcel for dispatch (409 when it is not paused)',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 200: shipmentSchema, ...failures, 409: errorBodySchema },
});

/**
 * SPEC §4 "auto-dispatch (14 calendar days after receipt, or earlier by choice)": the customer asks a
 * parcel on the shelf to leave with the next dispatch. 422 with the parcel rules it breaks (the same
 * rules as the operator's dispatch), 409 when it is not on the shelf.
 */
export const sendNowShipmentRoute = defineRoute({
  method: 'POST',
  path: '/orders/:id/send-now',
  summary: 'Ask my parcel at the warehouse to leave with the next dispatch (422 with the rules it breaks)',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 200: shipmentSchema, ...failures, 409: errorBodySchema, 422: validationErrorBodySchema },
});

/**
 * POST /orders/consolidation. The ids are checked by the domain's consolidationViolations (422 on
 * `orderIds`, `orderIds[i]`, `agreement`); an id that is not one of my live orders answers 404.
 * When the parcels together pass the country's customs limit the answer is 409 with code
 * `over_limit` until the same request is sent again with `confirmOverLimit: true`.
 */
export const consolidationBodySchema = z.object({
  orderIds: z.array(z.string().max(64)).max(50),
  agreement: z.boolean(),
  confirmOverLimit: z.boolean().optional(),
});
export type ConsolidationBody = z.infer<typeof consolidationBodySchema>;

/** POST /orders/consolidation/add/{id}: one more at-warehouse parcel of the same country. */
export const consolidationAddBodySchema = z.object({
  orderId: z.string().max(64),
  confirmOverLimit: z.boolean().optional(),
});
export type ConsolidationAddBody = z.infer<typeof consolidationAddBodySchema>;

/** The consolidation after the change; `message` is SPEC §8's success text in the request's language. */
export const consolidationResultSchema = z.object({
  consolidationId: z.uuid(),
  status: z.enum(['requested', 'canceled', 'dispatched']),
  orderIds: z.array(z.uuid()),
  message: z.string(),
});
export type ConsolidationResult = z.infer<typeof consolidationResultSchema>;

/** 409 of a consolidation over the customs limit: show `errorDescription`, resend with confirmOverLimit. */
export const consolidationOverLimitSchema = z.object({
  errorDescription: z.string(),
  code: z.literal('over_limit'),
  /** EUR: the parcels' declared total and the country's limit. */
  total: moneySchema,
  limit: moneySchema,
});
export type ConsolidationOverLimit = z.infer<typeof consolidationOverLimitSchema>;

const consolidationFailures = {
  ...failures,
  409: z.union([consolidationOverLimitSchema, errorBodySchema]),
  422: validationErrorBodySchema,
};

export const createConsolidationRoute = defineRoute({
  method: 'POST',
  path: '/orders/consolidation',
  summary: 'Join two or more of my at-warehouse parcels of one country into one shipment',
  tags: ['orders'],
  auth: true,
  body: consolidationBodySchema,
  response: { 200: consolidationResultSchema, ...consolidationFailures },
});

export const addToConsolidationRoute = defineRoute({
  method: 'POST',
  path: '/orders/consolidation/add/:id',
  summary: 'Add one more of my at-warehouse parcels (same country) to consolidation {id}',
  tags: ['orders'],
  auth: true,
  params: idParams,
  body: consolidationAddBodySchema,
  response: { 200: consolidationResultSchema, ...consolidationFailures },
});

export const cancelConsolidationRoute = defineRoute({
  method: 'POST',
  path: '/orders/consolidation/cancel/:id',
  summary: 'Cancel consolidation {id}: every parcel goes back to "at the warehouse"',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 200: consolidationResultSchema, ...failures, 409: errorBodySchema },
});

/** GET /orders/{id}/photos/{photoId}: the image bytes (owner only; nosniff, private cache). */
export const getShipmentPhotoRoute = defineRoute({
  method: 'GET',
  path: '/orders/:id/photos/:photoId',
  summary: 'A warehouse photo of my parcel (image bytes)',
  tags: ['orders'],
  auth: true,
  params: photoParams,
  response: { ...failures },
});

/** Realtime channel of a customer's parcels: a message on every state change of any of them. */
export const ordersChannel = (uid: string) => `orders#${uid}`;
export const orderStatusMessageSchema = z.object({
  orderId: z.uuid(),
  state: shipmentStateSchema,
  /** ISO instant of the change. */
  at: z.string(),
});
export type OrderStatusMessage = z.infer<typeof orderStatusMessageSchema>;
