// The console's payments and refunds (issue 14 item 8): ledger entries with filters and totals per
// kind, the CSV export of a date range, and the daily reconciliation with the payment providers
// (decision 014). For operators and admins. Days are Kyiv calendar days (YYYY-MM-DD).
import { z } from 'zod';
import {
  STAFF_ROLES,
  LEDGER_ACTORS,
  LEDGER_KINDS,
  LEDGER_SERVICES,
  RECONCILIATION_MISMATCHES,
  addCalendarDays,
  isCalendarDay,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** Entries per page of GET /admin/payments. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 50;
/** The longest range one list or CSV covers (a year and a day). */
export const ADMIN_PAYMENTS_MAX_DAYS = 366;

const day = z.string().trim().refine(isCalendarDay, { message: 'YYYY-MM-DD' });
const page = z.coerce.number().int().min(1).max(10_000).default(1);
/** An amount as stored: any currency the ledger holds, 2 decimals. */
const amount = z.object({ amount: z.string(), currency: z.string() });

/** `from` not after `to`, and at most ADMIN_PAYMENTS_MAX_DAYS days apart (the issue is on `from`). */
function checkRange(range: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!range.from || !range.to) return;
  if (range.from > range.to || addCalendarDays(range.from, ADMIN_PAYMENTS_MAX_DAYS - 1) < range.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'invalid' });
}

export const adminPaymentsQuerySchema = z
  .object({
    /** First Kyiv day (default: 30 days before `to`). */
    from: day.optional(),
    /** Last Kyiv day, inclusive (default: today in Kyiv). */
    to: day.optional(),
    kind: z.enum(LEDGER_KINDS).optional(),
    service: z.enum(LEDGER_SERVICES).optional(),
    /** An order number (BO-000042 or 42) or the customer's e-mail (part of it). */
    query: z.string().trim().max(100).optional(),
    page,
  })
  .superRefine(checkRange);
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

export const adminPaymentEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  service: z.enum(LEDGER_SERVICES),
  orderId: z.uuid(),
  /** BO-000042 for a buy-out; null when the order is gone. */
  orderNumber: z.string().nullable(),
  customerEmail: z.string().nullable(),
  kind: z.enum(LEDGER_KINDS),
  /** A refund's reason code (domain REFUND_REASONS). */
  reason: z.string().nullable(),
  note: z.string(),
  amount,
  amountUah: z.string(),
  rate: z.string(),
  provider: z.string().nullable(),
  providerRef: z.string().nullable(),
  actor: z.enum(LEDGER_ACTORS),
});
export type AdminPaymentEntry = z.infer<typeof adminPaymentEntrySchema>;

export const adminPaymentTotalSchema = z.object({
  kind: z.enum(LEDGER_KINDS),
  count: z.number().int(),
  amounts: z.array(amount),
  amountUah: z.string(),
});
export type AdminPaymentTotal = z.infer<typeof adminPaymentTotalSchema>;

export const adminPaymentsListSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(adminPaymentEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  countPerPage: z.number().int(),
  /** Totals per kind over every entry the filters match (not only this page). */
  totals: z.array(adminPaymentTotalSchema),
});
export type AdminPaymentsList = z.infer<typeof adminPaymentsListSchema>;

export const adminPaymentsCsvQuerySchema = z.object({ from: day, to: day }).superRefine(checkRange);
export type AdminPaymentsCsvQuery = z.infer<typeof adminPaymentsCsvQuerySchema>;

export const adminReconciliationRunSchema = z.object({
  id: z.uuid(),
  /** The Kyiv day whose movements were checked. */
  day: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(['running', 'ok', 'mismatches', 'failed']),
  /** Payments asked about. */
  checked: z.number().int(),
  mismatches: z.number().int(),
  error: z.string().nullable(),
});
export type AdminReconciliationRun = z.infer<typeof adminReconciliationRunSchema>;

export const adminReconciliationMismatchSchema = z.object({
  id: z.uuid(),
  kind: z.enum(RECONCILIATION_MISMATCHES),
  provider: z.string(),
  providerRef: z.string(),
  service: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  paymentId: z.string().nullable(),
  currency: z.string(),
  ledgerAmount: z.string().nullable(),
  providerAmount: z.string().nullable(),
  detail: z.string(),
});
export type AdminReconciliationMismatch = z.infer<typeof adminReconciliationMismatchSchema>;

export const adminReconciliationSchema = z.object({
  /** The newest run; null before the first. */
  run: adminReconciliationRunSchema.nullable(),
  mismatches: z.array(adminReconciliationMismatchSchema),
});
export type AdminReconciliation = z.infer<typeof adminReconciliationSchema>;

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const adminPaymentsRoute = defineRoute({
  method: 'GET',
  path: '/admin/payments',
  summary: 'Operator: ledger entries (payments, surcharges, refunds ...) of a Kyiv date range, with totals',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  querystring: adminPaymentsQuerySchema,
  response: { 200: adminPaymentsListSchema, ...denied, 422: validationErrorBodySchema },
});

/** text/csv (UTF-8 with BOM, RFC 4180, a header row): every entry of the range. */
export const adminPaymentsCsvRoute = defineRoute({
  method: 'GET',
  path: '/admin/payments.csv',
  summary: 'Operator: CSV of the ledger entries of a Kyiv date range (UTF-8 with BOM, RFC 4180)',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  querystring: adminPaymentsCsvQuerySchema,
  response: { ...denied, 422: validationErrorBodySchema },
});

export const adminReconciliationRoute = defineRoute({
  method: 'GET',
  path: '/admin/payments/reconciliation',
  summary: 'Operator: the last daily reconciliation with the payment providers and what disagreed',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  response: { 200: adminReconciliationSchema, ...denied },
});
