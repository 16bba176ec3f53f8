// Refunds of a buy-out to the paying card (SPEC §4 "refunded (full or partial, automatically within
// 14 days to the paying card)", §9 "refund within 14 days"). Money moves through the payments
// feature's own refund path (refundDifference for a part, refundOrder for what is left), so a refund
// is bounded by what was paid there too; this file keeps the buyout_refunds record and the status.
import {
  compareMoney,
  minMoney,
  money,
  partialRefundAmount,
  refundRefusal,
  roundAmount,
  subtractMoney,
  type CurrencyCode,
  type Money,
  type RefundLine,
} from '@posylka/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import type { BuyoutOrderRow, BuyoutRefundRow } from '../../../db/schema/index.js';
import { refundDifference, refundOrder, type PaymentProviders } from '../../payments/index.js';
import { feesOf } from '../present.js';
import { loadContext } from '../settings.js';
import { ProcessingConflictError } from './messages.js';
import {
  findOrderById,
  findProducts,
  finishRefund,
  insertRefund,
  setOrderStatus,
  settledPayment,
  writeAudit,
} from './repository.js';

export type RefundDeps = { db: Database; providers: PaymentProviders; log: FastifyBaseLogger };

/** What may still be given back: paid minus refunded, in the payment's currency (zero without one). */
export async function refundableOf(db: Database, order: BuyoutOrderRow): Promise<Money> {
  const payment = await settledPayment(db, order.id);
  const currency = (payment?.currency ?? order.totalCurrency ?? 'USD') as CurrencyCode;
  // 2 decimals on the wire (moneySchema); money() alone would answer "55" for 55.00.
  if (!payment) return { amount: '0.00', currency };
  const rest = subtractMoney(money(payment.amount, currency), money(payment.refundedAmount, currency));
  return { amount: roundAmount(rest.amount), currency };
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
 * the caller has checked the amount against what is left (422). The refund row is written first as
 * pending, then done (or failed when the provider or the payment's own bound refused). The order
 * becomes refunded when nothing is left, else partially_refunded.
 */
export async function refundBuyout(
  deps: RefundDeps,
  request: RefundRequest,
): Promise<{ refund: BuyoutRefundRow; order: BuyoutOrderRow }> {
  const { db } = deps;
  const { order, amount, now } = request;
  const payment = await settledPayment(db, order.id);
  if (!payment || !order.paidAt) throw new ProcessingConflictError('nothingToRefund');
  const refusal = refundRefusal({
    amount,
    paid: payment.amount,
    refunded: payment.refundedAmount,
    paidAt: order.paidAt,
    now,
  });
  if (refusal === 'refund_window_closed') throw new ProcessingConflictError('refundWindowClosed');
  if (refusal) throw new ProcessingConflictError('nothingToRefund');

  const currency = payment.currency as CurrencyCode;
  const rest = subtractMoney(money(payment.amount, currency), money(payment.refundedAmount, currency));
  const all = compareMoney(money(amount, currency), rest) === 0;
  const row = await insertRefund(db, {
    orderId: order.id,
    amount: roundAmount(amount),
    currency,
    reason: request.reason,
    createdBy: request.createdBy,
    at: now,
  });
  let moved: boolean;
  try {
    moved = all
      ? await refundOrder(db, deps.providers, order.id, deps.log, now)
      : await refundDifference(db, deps.providers, order.id, roundAmount(amount), deps.log);
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
  const after = await settledPayment(db, order.id);
  const left = after
    ? subtractMoney(money(after.amount, currency), money(after.refundedAmount, currency))
    : money(0, currency);
  const status = compareMoney(left, money(0, currency)) <= 0 ? 'refunded' : 'partially_refunded';
  const updated = await setOrderStatus(db, order.id, status, now);
  await writeAudit(db, {
    actorUserId: request.auditActor,
    action: request.auditAction,
    entityId: order.id,
    before: { status: order.status, refunded: payment.refundedAmount },
    after: {
      status,
      refunded: after?.refundedAmount ?? payment.refundedAmount,
      amount: refund.amount,
      reason: refund.reason,
      refundId: refund.id,
    },
    at: now,
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
