// Buy-out processing in the operator console (issue 6, design §4 "Buy-out"): the queue of paid
// orders (oldest paid first, "buy within 72 hours"), one order with declared vs actual lines,
// recording a purchase per line (price rise / lower quantity decided by the domain), partial or full
// refunds within 14 days of payment, and "arrived at the US warehouse" (the order becomes a forwarding
// parcel). The customer's side is buyout-processing.ts. Every /admin route
// answers 401 to anonymous callers and 403 to customers; money is { amount, currency } (USD).
import { z } from 'zod';
import {
  STAFF_ROLES,
  BUYOUT_LINE_DECISIONS,
  BUYOUT_LINE_STATES,
  BUYOUT_ORDER_STATUSES,
  DELIVERY_TYPES,
  moneySchema,
  REFUND_REASONS,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { buyoutFeesSchema, buyoutIdParamsSchema, buyoutOrderRecipientSchema } from './buyout.js';
import { defineRoute } from './route.js';

/** open: paid (or edited, partly refunded, in processing) and not every line bought yet. */
export const ADMIN_BUYOUT_QUEUE_FILTERS = ['open', 'bought', 'all', ...BUYOUT_ORDER_STATUSES] as const;
export type AdminBuyoutQueueFilter = (typeof ADMIN_BUYOUT_QUEUE_FILTERS)[number];
export const ADMIN_BUYOUT_PAGE_SIZE = 25;

export const adminBuyoutQueueQuerySchema = z.object({
  status: z.enum(ADMIN_BUYOUT_QUEUE_FILTERS).default('open'),
  /** Order number ("BO-000042" or "42"), customer e-mail or customer code. */
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminBuyoutQueueQuery = z.input<typeof adminBuyoutQueueQuerySchema>;

export const adminBuyoutCustomerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  customerCode: z.string(),
  /** Cyrillic full name from the profile ('' when not filled). */
  name: z.string(),
  phone: z.string().nullable(),
});

/** One row of the queue. */
export const adminBuyoutQueueItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  name: z.string(),
  status: z.enum(BUYOUT_ORDER_STATUSES),
  customer: adminBuyoutCustomerSchema.pick({ id: true, email: true, customerCode: true }),
  /** What the customer paid (after edits). */
  total: moneySchema,
  paidAt: z.string().nullable(),
  /** paidAt + 72 hours (domain buyDeadline); null before payment. */
  buyBefore: z.string().nullable(),
  /** Not every line bought and the deadline has passed. */
  overdue: z.boolean(),
  /** Lines bought (or settled by a refusal/refund) of all lines. */
  linesDone: z.number().int(),
  linesTotal: z.number().int(),
  /** Lines waiting for the customer's answer to a price rise or lower quantity. */
  linesAsking: z.number().int(),
  /** Lines whose accepted rise waits for the customer's surcharge payment (not bought until paid). */
  linesAwaitingSurcharge: z.number().int(),
  /** Every open line waits for the customer (answer or surcharge): the 72 hours are not the buyer's. */
  waitingForCustomer: z.boolean(),
  boughtAt: z.string().nullable(),
  forwardingOrderId: z.uuid().nullable(),
});
export type AdminBuyoutQueueItem = z.infer<typeof adminBuyoutQueueItemSchema>;

export const adminBuyoutQueueSchema = z.object({
  items: z.array(adminBuyoutQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  countPerPage: z.number().int(),
});
export type AdminBuyoutQueue = z.infer<typeof adminBuyoutQueueSchema>;

export const adminBuyoutLineSchema = z.object({
  id: z.uuid(),
  link: z.string(),
  shop: z.string(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  comment: z.string(),
  /** Declared by the customer (what was paid for). */
  quantity: z.number().int(),
  price: moneySchema,
  allowOverpricing: z.boolean(),
  allowLowerQuantity: z.boolean(),
  /** Recorded by the buyer. */
  shopOrderNumber: z.string().nullable(),
  actualPrice: moneySchema.nullable(),
  actualQuantity: z.number().int().nullable(),
  trackNo: z.string().nullable(),
  decision: z.enum(BUYOUT_LINE_DECISIONS).nullable(),
  /** The surcharge of an accepted rise (rise + fee share) and when the customer paid it. */
  surchargeAmount: moneySchema.nullable(),
  surchargePaidAt: z.string().nullable(),
  /** Domain buyoutLineState. */
  state: z.enum(BUYOUT_LINE_STATES),
  purchasedAt: z.string().nullable(),
});
export type AdminBuyoutLine = z.infer<typeof adminBuyoutLineSchema>;

export const adminBuyoutPaymentSchema = z.object({
  id: z.uuid(),
  /** order: the checkout payment; surcharge: one line's accepted rise (productId). */
  kind: z.enum(['order', 'surcharge']),
  productId: z.uuid().nullable(),
  provider: z.string(),
  /** What the payment paid for, in the order's currency. */
  amount: moneySchema,
  /** What the card was charged (hryvnias at the payment's rate, issue 14). */
  charged: moneySchema,
  refunded: moneySchema,
  /** pending | paid | failed | refunded */
  status: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

/** done: given back (on its way to the card); failed: the provider refused it (reversed in the ledger). */
export const BUYOUT_REFUND_STATUSES = ['done', 'failed'] as const;
/**
 * The ledger's refund reasons (domain REFUND_REASONS): operator (by hand, with the operator's words),
 * unavailable, lower_quantity, lower_price, refused (one line), edit (a lower total), cancel, unwanted
 * (money for an order no longer waiting), overdue (not bought within 72 hours).
 */
export const BUYOUT_REFUND_KINDS = REFUND_REASONS;
export const buyoutRefundEntrySchema = z.object({
  id: z.uuid(),
  amount: moneySchema,
  kind: z.enum(BUYOUT_REFUND_KINDS),
  /** The line an automatic refund is for (null for operator refunds). */
  productId: z.uuid().nullable(),
  /** The operator's reason ('' for automatic refunds: the web words them by kind). */
  reason: z.string(),
  status: z.enum(BUYOUT_REFUND_STATUSES),
  createdAt: z.string(),
  /** SPEC §4 "refunded ... within 14 days to the paying card": the date it reaches the card at the latest. */
  arrivesBy: z.string(),
});
export type BuyoutRefundEntry = z.infer<typeof buyoutRefundEntrySchema>;

export const adminBuyoutRefundSchema = buyoutRefundEntrySchema.extend({
  /** The operator's e-mail; null when the customer's own answer (a refused change) caused it. */
  createdBy: z.string().nullable(),
});

export const adminBuyoutAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const adminBuyoutDetailSchema = adminBuyoutQueueItemSchema.omit({ customer: true }).extend({
  customer: adminBuyoutCustomerSchema,
  recipient: buyoutOrderRecipientSchema.nullable(),
  address: z.object({ fullAddress: z.string(), warehouseType: z.enum(DELIVERY_TYPES) }).nullable(),
  lines: z.array(adminBuyoutLineSchema),
  /** The paid breakdown (domain buyoutFees of the declared lines). */
  fees: buyoutFeesSchema,
  payments: z.array(adminBuyoutPaymentSchema),
  refunds: z.array(adminBuyoutRefundSchema),
  /** Paid + surcharges paid - refunded: the most a refund may give back. */
  refundable: moneySchema,
  /** What `refundable` is made of: the checkout payment, surcharges paid, refunded so far. */
  refundableFrom: z.object({ paid: moneySchema, surcharges: moneySchema, refunded: moneySchema }),
  canRefund: z.boolean(),
  /** Every line settled and at least one bought: the goods can be received at the US warehouse. */
  canArrive: z.boolean(),
  forwardingOrder: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  audit: z.array(adminBuyoutAuditEntrySchema),
});
export type AdminBuyoutDetail = z.infer<typeof adminBuyoutDetailSchema>;

const decimal = z.union([z.string(), z.number()]);

/**
 * What the shop charged and had. Checked on the server (422 with violations on shopOrderNumber,
 * actualPrice, actualQuantity, trackNo): shop order 1-64 characters; price > 0 with up to 2
 * decimals; quantity 0 (the shop has none: refunded) up to the declared quantity.
 */
export const adminBuyoutPurchaseBodySchema = z.looseObject({
  shopOrderNumber: z.string().optional(),
  actualPrice: decimal.optional(),
  actualQuantity: z.union([z.number(), z.string()]).optional(),
  trackNo: z.string().nullable().optional(),
});
export type AdminBuyoutPurchaseBody = {
  shopOrderNumber: string;
  actualPrice: string;
  actualQuantity: number;
  trackNo?: string | null;
};

/** The domain's verdicts for the recorded line and the money given back at once (if any). */
export const adminBuyoutPurchaseResultSchema = z.object({
  order: adminBuyoutDetailSchema,
  priceDecision: z.enum(['no_rise', 'auto_accept', 'ask_customer']),
  quantityDecision: z.enum(['full', 'lower_accepted', 'ask_customer', 'none']),
  refund: adminBuyoutRefundSchema.nullable(),
});
export type AdminBuyoutPurchaseResult = z.infer<typeof adminBuyoutPurchaseResultSchema>;

/** { amount: "12.50", reason }: 422 on amount (format, above what is left) or reason (required, max 500). */
export const adminBuyoutRefundBodySchema = z.looseObject({
  amount: decimal.optional(),
  reason: z.string().optional(),
});
export type AdminBuyoutRefundBody = { amount: string; reason: string };

/** The parcel's measurements at the US warehouse, checked by the domain parcelMeasurementsSchema (422 per field). */
export const adminBuyoutArrivedBodySchema = z.looseObject({
  weightKg: decimal.optional(),
  lengthCm: decimal.optional(),
  widthCm: decimal.optional(),
  heightCm: decimal.optional(),
});
export type AdminBuyoutArrivedBody = {
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
};

export const adminBuyoutItemParamsSchema = z.object({
  id: z.string().min(1).max(64),
  itemId: z.string().min(1).max(64),
});

const adminFailures = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const adminWriteFailures = { ...adminFailures, 409: errorBodySchema, 422: validationErrorBodySchema };

export const adminBuyoutQueueRoute = defineRoute({
  method: 'GET',
  path: '/admin/buyouts',
  summary: 'Operator: buy-out queue, oldest payment first, with the 72-hour deadline',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  querystring: adminBuyoutQueueQuerySchema,
  response: { 200: adminBuyoutQueueSchema, ...adminFailures, 422: validationErrorBodySchema },
});

export const adminBuyoutDetailRoute = defineRoute({
  method: 'GET',
  path: '/admin/buyouts/:id',
  summary: 'Operator: one buy-out order with lines, payments, refunds and audit',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: buyoutIdParamsSchema,
  response: { 200: adminBuyoutDetailSchema, ...adminFailures },
});

export const adminBuyoutPurchaseRoute = defineRoute({
  method: 'POST',
  path: '/admin/buyouts/:id/items/:itemId/purchase',
  summary: 'Operator: record the shop order of one line; price rise / lower quantity decided by the rules',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: adminBuyoutItemParamsSchema,
  body: adminBuyoutPurchaseBodySchema,
  response: { 200: adminBuyoutPurchaseResultSchema, ...adminWriteFailures },
});

export const adminBuyoutRefundRoute = defineRoute({
  method: 'POST',
  path: '/admin/buyouts/:id/refund',
  summary: 'Operator: partial or full refund to the paying card within 14 days of payment',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: buyoutIdParamsSchema,
  body: adminBuyoutRefundBodySchema,
  response: { 200: adminBuyoutDetailSchema, ...adminWriteFailures },
});

export const adminBuyoutArrivedRoute = defineRoute({
  method: 'POST',
  path: '/admin/buyouts/:id/arrived',
  summary: 'Operator: the bought goods are at the US warehouse: create the forwarding parcel',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: buyoutIdParamsSchema,
  body: adminBuyoutArrivedBodySchema,
  response: { 200: adminBuyoutDetailSchema, ...adminWriteFailures },
});
