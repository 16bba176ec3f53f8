// Refunds of a buy-out to the paying card (SPEC §4 "refunded (full or partial, automatically within
// 14 days to the paying card)", §9 "refund within 14 days"). Money moves through the payments
// feature's own refund path (refundDifference for a part, refundOrder for what is left, and
// refundPaymentPart for a paid surcharge), so a refund is bounded by what was paid there too; this
// file keeps the buyout_refunds record and the status.
import {
  addMoney,
  compareMoney,
  isPositiveMoney,
  minMoney,
  money,
  partialRefundAmount,
  refundRefusal,
  roundAmount,
  type Money,
  type RefundLine,
} from '@posylka/domain';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../../audit/index.js';
import type { Database } from '../../../db/database.js';
import type { BuyoutOrderRow, BuyoutRefundRow } from '../../../db/schema/index.js';
import {
  refundDifference,
  refundOrder,
  refundPaymentPart,
  type PaymentProviders,
} from '../../payments/index.js';
import { feesOf } from '../present.js';
import { loadContext } from '../settings.js';
import { ProcessingConflictError } from './messages.js';
import {
  refundSources,
  splitRefund,
  summarize,
  type RefundableSummary,
  type RefundPart,
} from './refund-sources.js';
import {
  findOrderById,
  findPaymentRow,
  findProducts,
  finishRefund,
  insertRefund,
  setOrderStatus,
} from './repository.js';

export type RefundDeps = { db: Database; providers: PaymentProviders; log: FastifyBaseLogger };

/** What may still be given back: paid + surcharges paid - refunded, in the payment's currency. */
export async function refundableOf(db: Database, order: BuyoutOrderRow): Promise<Money> {
  return (await refundableSummaryOf(db, order)).refundable;
}

/** The same with its parts (the console's refund form shows them). */
export async function refundableSummaryOf(db: Database, order: BuyoutOrderRow): Promise<RefundableSummary> {
  return summarize(await refundSources(db, order));
}

export type RefundRequest = {
  order: BuyoutOrderRow;
  amount: string;
  reason: string;
  /** The operator; null when the customer's own answer caused it. */
  createdBy: string | null;
  /** Who the audit row names (the operator, or the customer who refused a change). */
  auditActor: string | null;
  auditAction: string;
  now: Date;
};

/**
 * Gives `amount` back to the paying card. Refused (409) after the 14 days or when nothing is left;
 * the caller has checked the amount against what is left (422). What is left includes paid
 * surcharges: the amount is taken from the order's payment first, then from the surcharges
 * (refund-sources.ts), one refund row, provider call and audit row per payment touched. Each row is
 * written first as pending, then done (or failed when the provider or the payment's own bound
 * refused). The order becomes refunded when nothing is left, else partially_refunded.
 */
export async function refundBuyout(
  deps: RefundDeps,
  request: RefundRequest,
): Promise<{ refund: BuyoutRefundRow; order: BuyoutOrderRow }> {
  const { db } = deps;
  const { order, amount, now } = request;
  const sources = await refundSources(db, order);
  if (!sources.order || !order.paidAt) throw new ProcessingConflictError('nothingToRefund');
  const before = summarize(sources);
  const refusal = refundRefusal({
    amount,
    paid: addMoney(before.paid, before.surcharges).amount,
    refunded: before.refunded.amount,
    paidAt: order.paidAt,
    now,
  });
  if (refusal === 'refund_window_closed') throw new ProcessingConflictError('refundWindowClosed');
  if (refusal) throw new ProcessingConflictError('nothingToRefund');

  const { currency } = sources;
  const all = compareMoney(money(amount, currency), before.refundable) === 0;
  const parts = splitRefund(money(amount, currency), sources);
  let current = order;
  let first: BuyoutRefundRow | null = null;
  for (const part of parts) {
    const done = await refundPart(deps, request, current, part, all);
    first ??= done.refund;
    current = done.order;
  }
  // Everything given back but the order's payment had nothing left to take a part: still close it
  // (refunded, open attempts failed), as a full refund always does.
  if (all && !parts.some((part) => part.payment.id === sources.order!.id))
    await refundOrder(db, deps.providers, order.id, deps.log, now);
  return { refund: first!, order: current };
}

/** One payment's part of a refund: its refund row, the provider call, the order status and the audit row. */
async function refundPart(
  deps: RefundDeps,
  request: RefundRequest,
  order: BuyoutOrderRow,
  part: RefundPart,
  all: boolean,
): Promise<{ refund: BuyoutRefundRow; order: BuyoutOrderRow }> {
  const { db } = deps;
  const { payment } = part;
  const row = await insertRefund(db, {
    orderId: order.id,
    amount: part.amount,
    currency: payment.currency,
    reason: request.reason,
    createdBy: request.createdBy,
    at: request.now,
  });
  let moved: boolean;
  try {
    moved =
      payment.kind !== 'order'
        ? await refundPaymentPart(db, deps.providers, payment, part.amount, deps.log)
        : all
          ? await refundOrder(db, deps.providers, order.id, deps.log, request.now)
          : await refundDifference(db, deps.providers, order.id, part.amount, deps.log);
  } catch (error) {
    await finishRefund(db, row.id, 'failed', null);
    throw error;
  }
  if (!moved) {
    // Another refund took the rest between our read and the payment's bounded update.
    await finishRefund(db, row.id, 'failed', null);
    throw new ProcessingConflictError('nothingToRefund');
  }
  const refund = await finishRefund(db, row.id, 'done', payment.providerPaymentId);
  const after = await findPaymentRow(db, payment.id);
  const left = await refundableOf(db, order);
  const status = isPositiveMoney(left) ? 'partially_refunded' : 'refunded';
  const updated = await setOrderStatus(db, order.id, status, request.now);
  await writeAudit(db, {
    actorUserId: request.auditActor,
    action: request.auditAction,
    entityType: 'buyout_order',
    entityId: order.id,
    before: { status: order.status, refunded: payment.refundedAmount },
    after: {
      status,
      refunded: after?.refundedAmount ?? payment.refundedAmount,
      amount: refund.amount,
      reason: refund.reason,
      refundId: refund.id,
      // Which payment gave the money back: the order's or a line's surcharge.
      payment: payment.kind,
      paymentId: payment.id,
    },
    at: request.now,
  });
  return { refund, order: updated };
}

/**
 * Units paid for but not bought (a refused change, a lower or missing quantity) go back with their
 * share of the service fee and insurance (domain partialRefundAmount), never more than what is left.
 * Runs after the line's change is committed: a refusal here (the 14 days are over, nothing left)
 * leaves a failed refund row for the operator to see instead of undoing the customer's answer.
 */
export async function refundUnits(
  deps: RefundDeps,
  input: {
    orderId: string;
    lines: readonly RefundLine[];
    reason: string;
    createdBy: string | null;
    auditActor: string | null;
    auditAction: string;
    now: Date;
  },
): Promise<BuyoutRefundRow | null> {
  const { db } = deps;
  if (!input.lines.some((line) => line.quantity > 0)) return null;
  const order = await findOrderById(db, input.orderId);
  if (!order) return null;
  const context = await loadContext(db);
  const fees = feesOf(await findProducts(db, order.id), context.settings, context.rates);
  const owed = partialRefundAmount({
    lines: input.lines,
    paid: { productsTotal: fees.productsTotal, serviceFee: fees.serviceFee, insurance: fees.insurance },
  });
  const left = await refundableOf(db, order);
  const amount = left.currency === owed.currency ? minMoney(owed, left) : owed;
  if (compareMoney(amount, money(0, amount.currency)) <= 0) return null;
  try {
    const { refund } = await refundBuyout(deps, {
      order,
      amount: roundAmount(amount.amount),
      reason: input.reason,
      createdBy: input.createdBy,
      auditActor: input.auditActor,
      auditAction: input.auditAction,
      now: input.now,
    });
    return refund;
  } catch (error) {
    if (!(error instanceof ProcessingConflictError)) throw error;
    deps.log.warn({ orderId: order.id, reason: error.key }, 'automatic buy-out refund refused');
    const failed = await insertRefund(db, {
      orderId: order.id,
      amount: roundAmount(amount.amount),
      currency: amount.currency,
      reason: input.reason,
      createdBy: input.createdBy,
      at: input.now,
    });
    return finishRefund(db, failed.id, 'failed', null);
  }
}
