// Refunds of a buy-out to the paying card (SPEC §4 "refunded (full or partial, automatically within
// 14 days to the paying card)"). Money moves through the payments feature's one refund path
// (refundPaymentPart, bounded by what the payment still holds in the ledger); this file splits an
// amount over the order's payments, sets the order's status and writes the audit row. A refund is
// possible at any time while money is left: the 14 days are when it reaches the card (issue 14).
import {
  compareMoney,
  isPositiveMoney,
  ledgerRefundRefusal,
  minMoney,
  money,
  partialRefundAmount,
  roundAmount,
  subtractMoney,
  type Money,
  type RefundLine,
} from '@posylka/domain';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../../audit/index.js';
import type { Database } from '../../../db/database.js';
import type { BuyoutOrderRow, LedgerEntryRow } from '../../../db/schema/index.js';
import { restOfPayment } from '../../ledger/index.js';
import { refundOrder, refundPaymentPart, type PaymentProviders } from '../../payments/index.js';
import { feesOf } from '../present.js';
import { loadContext } from '../settings.js';
import { ProcessingConflictError } from './messages.js';
import type { RefundCause } from './reasons.js';
import {
  refundSources,
  splitRefund,
  summarize,
  type RefundableSummary,
  type RefundPart,
} from './refund-sources.js';
import { findOrderById, findProducts, setOrderStatus } from './repository.js';

/** captured - rest, exact. */
const toDecimalString = (captured: string, rest: string) =>
  subtractMoney(money(captured, 'USD'), money(rest, 'USD')).amount;

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
  /** Why, for which line, the operator's words, and the idempotency key of this refund. */
  cause: RefundCause;
  /** The operator; null when the customer's own answer caused it. */
  operatorId: string | null;
  /** Who the audit row names (the operator, or the customer who refused a change). */
  auditActor: string | null;
  auditAction: string;
  now: Date;
};

/**
 * Gives `amount` back to the paying card. Refused (409) when nothing is left; the caller has checked
 * the amount against what is left (422). What is left includes paid surcharges: the amount is taken
 * from the order's payment first, then from the surcharges (refund-sources.ts), one ledger row,
 * provider call and audit row per payment touched. The order becomes refunded when nothing is left,
 * else partially_refunded.
 */
export async function refundBuyout(
  deps: RefundDeps,
  request: RefundRequest,
): Promise<{ refund: LedgerEntryRow; order: BuyoutOrderRow }> {
  const { db } = deps;
  const { order, amount, now } = request;
  const sources = await refundSources(db, order);
  if (!sources.order || !order.paidAt) throw new ProcessingConflictError('nothingToRefund');
  const before = summarize(sources);
  if (ledgerRefundRefusal(amount, before.refundable.amount))
    throw new ProcessingConflictError('nothingToRefund');

  const { currency } = sources;
  const all = compareMoney(money(amount, currency), before.refundable) === 0;
  const parts = splitRefund(money(amount, currency), sources);
  let current = order;
  let first: LedgerEntryRow | null = null;
  for (const part of parts) {
    const done = await refundPart(deps, request, current, part);
    first ??= done.refund;
    current = done.order;
  }
  // Everything given back: close the order's payments (refunded, open attempts failed).
  if (all)
    await refundOrder(
      db,
      deps.providers,
      order.id,
      { reason: request.cause.reason, actor: 'system', key: `close:${request.cause.key}`, at: now },
      deps.log,
    );
  return { refund: first!, order: current };
}

/** One payment's part of a refund: its ledger row and provider call, the order status and the audit row. */
async function refundPart(
  deps: RefundDeps,
  request: RefundRequest,
  order: BuyoutOrderRow,
  part: RefundPart,
): Promise<{ refund: LedgerEntryRow; order: BuyoutOrderRow }> {
  const { db } = deps;
  const { payment } = part;
  const { cause } = request;
  const refundedOf = async () =>
    roundAmount(toDecimalString(payment.baseAmount, await restOfPayment(db, payment.id)));
  const refundedBefore = await refundedOf();
  const refund = await refundPaymentPart(
    db,
    deps.providers,
    payment,
    part.amount,
    {
      reason: cause.reason,
      note: cause.note,
      productId: cause.productId,
      actor: request.operatorId ? 'operator' : 'customer',
      actorUserId: request.operatorId ?? request.auditActor,
      key: `${cause.key}:${payment.id}`,
      at: request.now,
    },
    deps.log,
  );
  // Another refund took the rest between our read and the payment's locked re-read.
  if (!refund) throw new ProcessingConflictError('nothingToRefund');
  const left = await refundableOf(db, order);
  const status = isPositiveMoney(left) ? 'partially_refunded' : 'refunded';
  const updated = await setOrderStatus(db, order.id, status, request.now);
  await writeAudit(db, {
    actorUserId: request.auditActor,
    action: request.auditAction,
    entityType: 'buyout_order',
    entityId: order.id,
    before: { status: order.status, refunded: refundedBefore },
    after: {
      status,
      // What went back of this payment so far, and what the order still holds.
      refunded: await refundedOf(),
      amount: refund.amount,
      reason: refund.reason,
      note: refund.note,
      refundId: refund.id,
      left: left.amount,
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
 * share of the service fee and insurance (domain partialRefundAmount), and a line that ends with them
 * (`closesLine`) with the over-quantity fee it caused, in the same ledger row; never more than what is
 * left. `linesComing` is how many lines are still coming after the change, read under the order's
 * lock in the change's transaction, so lines ending one after another give back each fee once.
 * Runs after the line's change is committed; with nothing left (the order was refunded in full
 * meanwhile) there is nothing to give back and nothing is written.
 */
export async function refundUnits(
  deps: RefundDeps,
  input: {
    orderId: string;
    lines: readonly RefundLine[];
    /** Lines still coming after the change (when one of `lines` closes its line). */
    linesComing?: number;
    cause: RefundCause;
    operatorId: string | null;
    auditActor: string | null;
    auditAction: string;
    now: Date;
  },
): Promise<LedgerEntryRow | null> {
  const { db } = deps;
  if (!input.lines.some((line) => line.quantity > 0)) return null;
  const order = await findOrderById(db, input.orderId);
  if (!order) return null;
  const context = await loadContext(db);
  const fees = feesOf(await findProducts(db, order.id), context.settings, context.rates);
  const closing = input.lines.filter((line) => line.closesLine && line.quantity > 0).length;
  const owed = partialRefundAmount({
    lines: input.lines,
    paid: { productsTotal: fees.productsTotal, serviceFee: fees.serviceFee, insurance: fees.insurance },
    ...(input.linesComing === undefined
      ? {}
      : {
          overQuantity: {
            linesComing: input.linesComing + closing,
            taxFreeQuantity: context.settings.taxFreeQuantity,
            overQuantityFee: context.settings.overQuantityFee,
          },
        }),
  });
  const left = await refundableOf(db, order);
  const amount = left.currency === owed.currency ? minMoney(owed, left) : owed;
  if (compareMoney(amount, money(0, amount.currency)) <= 0) return null;
  try {
    const { refund } = await refundBuyout(deps, {
      order,
      amount: roundAmount(amount.amount),
      cause: input.cause,
      operatorId: input.operatorId,
      auditActor: input.auditActor,
      auditAction: input.auditAction,
      now: input.now,
    });
    return refund;
  } catch (error) {
    if (!(error instanceof ProcessingConflictError)) throw error;
    deps.log.warn(
      { orderId: order.id, reason: error.key },
      'automatic buy-out refund: nothing left to give back',
    );
    return null;
  }
}
