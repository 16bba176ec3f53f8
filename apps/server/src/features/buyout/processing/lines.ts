// One line's purchase (the buyer records the shop order) and the customer's answer to a question
// (issue 6). What happens is the domain's purchaseOutcome / answerOutcome; here the line and the order
// change in one transaction with the audit row, then units not bought are refunded.
import {
  answerOutcome,
  buyoutLineState,
  formatBuyoutNumber,
  buyoutPurchaseInputSchema,
  isBuyoutLineComing,
  isBuyoutLineSettled,
  purchaseOutcome,
  toViolations,
  type BuyoutPurchaseInput,
  type Locale,
  type PurchaseOutcome,
} from '@posylka/domain';
import type { Database } from '../../../db/database.js';
import type { BuyoutOrderRow, BuyoutProductRow, LedgerEntryRow } from '../../../db/schema/index.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { addAlert } from '../../alerts/index.js';
import { notifyPriceQuestion } from '../customer-messages.js';
import { ProcessingConflictError } from './messages.js';
import { autoReason } from './reasons.js';
import { refundUnits, type RefundDeps } from './refunds.js';
import { alertSurcharge, refundPriceDrop, surchargeOf } from './surcharges.js';
import { failPendingSurcharges } from '../../payments/index.js';
import { writeAudit } from '../../../audit/index.js';
import {
  findLine,
  findProducts,
  isInProcessing,
  lockOrder,
  markBoughtIf,
  markProcessing,
  updateLineIfUnchanged,
  type Db,
} from './repository.js';

/** A bought line with a shop track number is on its way to the US warehouse. */
const boughtStatus = (trackNo: string | null) => (trackNo ? 'shipped' : 'purchased');

const snapshot = (line: BuyoutProductRow) => ({
  lineId: line.id,
  surchargeAmount: line.surchargeAmount,
  shopOrderNumber: line.shopOrderNumber,
  actualPrice: line.actualPrice,
  actualQuantity: line.actualQuantity,
  trackNo: line.trackNo,
  decision: line.decision,
  itemStatus: line.itemStatus,
});

/**
 * Sets bought_at once every line is settled; answers how many lines are still coming after the change
 * (read under the order's lock: the over-quantity fee a closing line gives back depends on it).
 */
async function settleOrder(tx: Db, orderId: string, now: Date): Promise<number> {
  const lines = await findProducts(tx, orderId);
  await markBoughtIf(tx, orderId, lines.length > 0 && lines.every(isBuyoutLineSettled), now);
  return lines.filter(isBuyoutLineComing).length;
}

/** Takes the order's lock and checks, on the order as it is now, that its goods may still change. */
async function lockInProcessing(tx: Db, orderId: string): Promise<void> {
  const locked = await lockOrder(tx, orderId);
  if (!locked || !isInProcessing(locked)) throw new ProcessingConflictError('notInProcessing');
}

export type PurchaseResult = {
  outcome: Pick<PurchaseOutcome, 'priceDecision' | 'quantityDecision'>;
  refund: LedgerEntryRow | null;
};

/**
 * POST /admin/buyouts/{id}/items/{itemId}/purchase. A line not recorded yet gets the domain's verdict.
 * A line already recorded with the same price and quantity only takes a new shop order number or
 * track number (the shop ships later); other changes answer 409 (the decision was made on them).
 */
export async function recordPurchase(
  deps: RefundDeps,
  input: {
    order: BuyoutOrderRow;
    lineId: string;
    body: unknown;
    operatorId: string;
    locale: Locale;
    now: Date;
  },
): Promise<PurchaseResult> {
  const { db } = deps;
  const { order, now } = input;
  const line = await findLine(db, order.id, input.lineId);
  if (!line) throw notFound();
  if (!isInProcessing(order)) throw new ProcessingConflictError('notInProcessing');
  const parsed = buyoutPurchaseInputSchema({ quantity: line.quantity }).safeParse(input.body);
  if (!parsed.success)
    throw new HttpError(422, 'validationFailed', {}, toViolations(parsed.error.issues, input.locale));
  const record: BuyoutPurchaseInput = parsed.data;
  const trackNo = record.trackNo === '' ? null : record.trackNo;

  if (line.actualQuantity !== null) return retrack(deps, { line, record, trackNo, input });

  const outcome = purchaseOutcome(
    {
      quantity: line.quantity,
      price: line.price ?? '0',
      allowOverpricing: line.allowOverpricing,
      allowLowerQuantity: line.allowLowerQuantity,
    },
    { actualPrice: record.actualPrice, actualQuantity: record.actualQuantity },
  );
  const surcharge = outcome.surchargeDue ? await surchargeOf(db, order.id, line, record) : null;
  let linesComing = 0;
  await db.transaction(async (tx) => {
    await lockInProcessing(tx, order.id);
    const updated = await updateLineIfUnchanged(tx, line, {
      shopOrderNumber: record.shopOrderNumber,
      actualPrice: record.actualPrice,
      actualQuantity: record.actualQuantity,
      trackNo,
      decision: outcome.decision,
      itemStatus: outcome.purchased ? boughtStatus(trackNo) : 'awaiting',
      purchasedAt: outcome.purchased ? now : null,
      surchargeAmount: surcharge?.amount ?? null,
    });
    if (!updated) throw new ProcessingConflictError('lineRecorded');
    await markProcessing(tx, order.id, now);
    linesComing = await settleOrder(tx, order.id, now);
    await writeAudit(tx, {
      actorUserId: input.operatorId,
      action: 'buyout.purchase',
      entityType: 'buyout_order',
      entityId: order.id,
      before: snapshot(line),
      after: {
        ...snapshot(updated),
        priceDecision: outcome.priceDecision,
        quantityDecision: outcome.quantityDecision,
      },
      at: now,
    });
    if (outcome.decision === 'ask_customer') {
      // The customer must answer before the line is bought: the cabinet's alert and the outbox.
      await addAlert(tx as Database, {
        userId: order.userId,
        key: 'buyout-question',
        kind: 'warning',
        params: { number: formatBuyoutNumber(order.number) },
        link: `/buyout/show/${order.id}`,
      });
      await notifyPriceQuestion(tx, order.id, line.id, now);
    }
    if (surcharge) await alertSurcharge(tx, order, line.id, surcharge, now);
  });
  const cheaper = outcome.purchased
    ? await refundPriceDrop(deps, {
        order,
        line,
        actualPrice: record.actualPrice,
        actualQuantity: record.actualQuantity,
        createdBy: input.operatorId,
        auditActor: input.operatorId,
        now,
      })
    : null;
  const missing = await refundUnits(deps, {
    orderId: order.id,
    lines: [
      {
        unitPrice: line.price ?? '0',
        quantity: outcome.refundUnits,
        // None in the shop: the line ends, with the over-quantity fee it caused.
        closesLine: outcome.quantityDecision === 'none',
      },
    ],
    linesComing,
    cause: autoReason(outcome.quantityDecision === 'none' ? 'unavailable' : 'lower_quantity', line.id),
    operatorId: input.operatorId,
    auditActor: input.operatorId,
    auditAction: 'buyout.refund.auto',
    now,
  });
  return {
    outcome: { priceDecision: outcome.priceDecision, quantityDecision: outcome.quantityDecision },
    // The console shows one refund per record: the units missing first, else the cheaper price.
    refund: missing ?? cheaper,
  };
}

async function retrack(
  deps: RefundDeps,
  args: {
    line: BuyoutProductRow;
    record: BuyoutPurchaseInput;
    trackNo: string | null;
    input: { order: BuyoutOrderRow; operatorId: string; now: Date };
  },
): Promise<PurchaseResult> {
  const { line, record, trackNo, input } = args;
  const same = line.actualPrice !== null && Number(line.actualPrice) === Number(record.actualPrice);
  if (!same || line.actualQuantity !== record.actualQuantity)
    throw new ProcessingConflictError('lineRecorded');
  await deps.db.transaction(async (tx) => {
    const updated = await updateLineIfUnchanged(tx, line, {
      shopOrderNumber: record.shopOrderNumber,
      trackNo,
      // A bought line shows shipped once the shop gives a track number; received stays received.
      ...(line.itemStatus === 'purchased' && trackNo ? { itemStatus: 'shipped' } : {}),
    });
    if (!updated) throw new ProcessingConflictError('lineRecorded');
    await writeAudit(tx, {
      actorUserId: input.operatorId,
      action: 'buyout.purchase.update',
      entityType: 'buyout_order',
      entityId: input.order.id,
      before: snapshot(line),
      after: snapshot(updated),
      at: input.now,
    });
  });
  return { outcome: recordedOutcome(line), refund: null };
}

/** The verdicts a recorded line got, read back from what was stored (for a repeated record). */
function recordedOutcome(line: BuyoutProductRow): PurchaseResult['outcome'] {
  const outcome = purchaseOutcome(
    {
      quantity: line.quantity,
      price: line.price ?? '0',
      allowOverpricing: line.allowOverpricing,
      allowLowerQuantity: line.allowLowerQuantity,
    },
    {
      actualPrice: line.actualPrice ?? line.price ?? '0',
      actualQuantity: line.actualQuantity ?? line.quantity,
    },
  );
  return { priceDecision: outcome.priceDecision, quantityDecision: outcome.quantityDecision };
}

/**
 * POST /buyout/{id}/items/{itemId}/price-decision: the customer accepts (missing units are refunded;
 * the line is bought as recorded, refunded the difference when cheaper, or waits for the surcharge of
 * a rise) or refuses (the whole line is refunded). A line with an open question can be answered once;
 * a line waiting for its surcharge can still be refused (not paying it), never accepted again.
 */
export async function answerQuestion(
  deps: RefundDeps,
  input: { order: BuyoutOrderRow; lineId: string; accept: boolean; now: Date },
): Promise<LedgerEntryRow | null> {
  const { db } = deps;
  const { order, now } = input;
  const line = await findLine(db, order.id, input.lineId);
  if (!line) throw notFound();
  const asking = line.decision === 'ask_customer';
  const awaitingSurcharge = buyoutLineState(line) === 'awaiting_surcharge';
  if (line.actualQuantity === null || !(asking || (awaitingSurcharge && !input.accept)))
    throw new ProcessingConflictError('noQuestion');
  if (!isInProcessing(order)) throw new ProcessingConflictError('notInProcessing');
  const actual = { actualPrice: line.actualPrice ?? line.price ?? '0', actualQuantity: line.actualQuantity };
  const outcome = answerOutcome(
    { quantity: line.quantity, price: line.price ?? '0' },
    actual.actualQuantity,
    input.accept,
    actual.actualPrice,
  );
  const surcharge = outcome.surchargeDue ? await surchargeOf(db, order.id, line, actual) : null;
  let linesComing = 0;
  await db.transaction(async (tx) => {
    await lockInProcessing(tx, order.id);
    const updated = await updateLineIfUnchanged(tx, line, {
      decision: outcome.decision,
      itemStatus: outcome.purchased ? boughtStatus(line.trackNo) : line.itemStatus,
      purchasedAt: outcome.purchased ? now : null,
      ...(surcharge ? { surchargeAmount: surcharge.amount } : {}),
    });
    if (!updated) throw new ProcessingConflictError('noQuestion');
    // A refused surcharge can no longer be paid by an attempt left open on the payment page.
    if (awaitingSurcharge) await failPendingSurcharges(tx, line.id, now);
    linesComing = await settleOrder(tx, order.id, now);
    await writeAudit(tx, {
      actorUserId: order.userId,
      action: awaitingSurcharge
        ? 'buyout.surcharge.refused'
        : input.accept
          ? 'buyout.change.accepted'
          : 'buyout.change.refused',
      entityType: 'buyout_order',
      entityId: order.id,
      before: snapshot(line),
      after: snapshot(updated),
      at: now,
    });
    if (surcharge) await alertSurcharge(tx, order, line.id, surcharge, now);
  });
  const cheaper = outcome.purchased
    ? await refundPriceDrop(deps, {
        order,
        line,
        ...actual,
        createdBy: null,
        auditActor: order.userId,
        now,
      })
    : null;
  const missing = await refundUnits(deps, {
    orderId: order.id,
    // Refused: the whole line ends, with the over-quantity fee it caused.
    lines: [{ unitPrice: line.price ?? '0', quantity: outcome.refundUnits, closesLine: !input.accept }],
    linesComing,
    cause: autoReason(input.accept ? 'lower_quantity' : 'refused', line.id),
    operatorId: null,
    auditActor: order.userId,
    auditAction: 'buyout.refund.auto',
    now,
  });
  return missing ?? cheaper;
}
