// The customer's side of buy-out processing (issue 6): how the buying goes per line, the questions to
// answer when a price rose or fewer items were available, and paying an accepted rise. The operator's
// side is admin-buyout.ts.
import { z } from 'zod';
import { BUYOUT_LINE_STATES, moneySchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { adminBuyoutItemParamsSchema, buyoutRefundEntrySchema } from './admin-buyout.js';
import { buyoutIdParamsSchema, buyoutPaymentStartSchema } from './buyout.js';
import { defineRoute } from './route.js';

/** A change the customer must answer before the line is bought. */
export const buyoutLineQuestionSchema = z.object({
  declaredPrice: moneySchema,
  actualPrice: moneySchema,
  quantity: z.number().int(),
  actualQuantity: z.number().int(),
  /** The price rise of the whole line ((actual - declared) x quantity), 0 when only quantity changed. */
  rise: moneySchema,
  priceRise: z.boolean(),
  lowerQuantity: z.boolean(),
});
export type BuyoutLineQuestion = z.infer<typeof buyoutLineQuestionSchema>;

/** A capture of the order's money: the checkout payment or one line's surcharge (its receipt's entry). */
export const buyoutPaymentEntrySchema = z.object({
  /** The ledger entry: GET /buyout/{id}/receipts/{id}.pdf is its receipt. */
  id: z.uuid(),
  kind: z.enum(['payment', 'surcharge']),
  /** The line a surcharge paid for (null for the order's payment). */
  productId: z.uuid().nullable(),
  amount: moneySchema,
  createdAt: z.string(),
});
export type BuyoutPaymentEntry = z.infer<typeof buyoutPaymentEntrySchema>;

/** The customer's view of processing: per-line shop status, "N of M", questions, refunds made. */
export const buyoutProcessingSchema = z.object({
  /** Lines bought (N) of the lines still coming (M: a refused or unavailable line is not). */
  purchased: z.number().int(),
  total: z.number().int(),
  /** Lines with a shop tracking number. */
  tracked: z.number().int(),
  boughtAt: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.uuid(),
      state: z.enum(BUYOUT_LINE_STATES),
      trackNo: z.string().nullable(),
      actualPrice: moneySchema.nullable(),
      actualQuantity: z.number().int().nullable(),
      question: buyoutLineQuestionSchema.nullable(),
      /** An accepted rise: what the customer pays before the line is bought (rise + fee share). */
      surcharge: z.object({ amount: moneySchema, paidAt: z.string().nullable() }).nullable(),
    }),
  ),
  /** Money taken (the checkout payment and paid surcharges), oldest first, each with its receipt. */
  payments: z.array(buyoutPaymentEntrySchema),
  refunds: z.array(buyoutRefundEntrySchema),
  /**
   * The money of the order as charged: the checkout payment, surcharges paid, refunds made (done or on
   * their way) and the net sum charged (paid + surcharges - refunds); surchargesDue is still to pay.
   */
  money: z.object({
    paid: moneySchema,
    surcharges: moneySchema,
    surchargesDue: moneySchema,
    refunded: moneySchema,
    charged: moneySchema,
  }),
  /** The 72-hour buy deadline (paidAt + 72 h) and whether the buying waits for the customer now. */
  buyBefore: z.string().nullable(),
  waitingForCustomer: z.boolean(),
  /**
   * SPEC §9 "buy within 72 hours" missed with nothing bought (domain isBuyoutOverdueUnbought): the
   * customer may cancel with a full refund (POST /buyout/{id}/refund, ledger reason overdue).
   */
  overdue: z.boolean(),
});
export type BuyoutProcessing = z.infer<typeof buyoutProcessingSchema>;

export const buyoutSurchargeRoute = defineRoute({
  method: 'POST',
  path: '/buyout/:id/items/:itemId/surcharge',
  summary: 'Pay the surcharge of an accepted price rise of one line (sandbox page or LiqPay form)',
  tags: ['buyout'],
  auth: true,
  params: adminBuyoutItemParamsSchema,
  response: {
    200: buyoutPaymentStartSchema,
    401: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  },
});

export const buyoutPriceDecisionBodySchema = z.object({ accept: z.boolean() });

export const buyoutPriceDecisionRoute = defineRoute({
  method: 'POST',
  path: '/buyout/:id/items/:itemId/price-decision',
  summary: 'Accept or refuse a price rise / lower quantity of one line (refused: the line is refunded)',
  tags: ['buyout'],
  auth: true,
  params: adminBuyoutItemParamsSchema,
  body: buyoutPriceDecisionBodySchema,
  response: {
    200: buyoutProcessingSchema,
    401: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: validationErrorBodySchema,
  },
});

export const buyoutProcessingRoute = defineRoute({
  method: 'GET',
  path: '/buyout/:id/processing',
  summary: 'How the buying goes: per-line shop status, questions to answer, refunds made',
  tags: ['buyout'],
  auth: true,
  params: buyoutIdParamsSchema,
  response: { 200: buyoutProcessingSchema, 401: errorBodySchema, 404: errorBodySchema },
});

export const buyoutReceiptParamsSchema = z.object({
  id: z.string().min(1).max(64),
  entryId: z.string().min(1).max(64),
});

/**
 * The PDF receipt of one payment, surcharge or refund of my order (application/pdf, in the request's
 * language: ?locale= or x-locale). Another customer's order or entry answers 404.
 */
export const buyoutReceiptRoute = defineRoute({
  method: 'GET',
  path: '/buyout/:id/receipts/:entryId.pdf',
  summary: 'PDF receipt of a payment, surcharge or refund of my buy-out order (request language)',
  tags: ['buyout'],
  auth: true,
  params: buyoutReceiptParamsSchema,
  /** The link's language (a download sends no x-locale header); an unknown one falls back. */
  querystring: z.object({ locale: z.string().max(8).optional() }),
  response: { 401: errorBodySchema, 404: errorBodySchema },
});
