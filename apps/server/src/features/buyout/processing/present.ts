// The customer's view of how the buying goes (GET /buyout/{id}/processing): per-line shop state,
// "N of M" bought and tracked, the question to answer on a changed line, and the refunds made.
import type { BuyoutPaymentEntry, BuyoutProcessing, BuyoutRefundEntry } from '@posylka/contract';
import {
  buyDeadline,
  buyoutLineState,
  buyoutWaitsForCustomer,
  isBuyoutLineBought,
  isBuyoutLineComing,
  isBuyoutOverdueUnbought,
  ledgerBalance,
  lineRise,
  money,
  refundArrivesBy,
  roundMoney,
  sumMoney,
  type BuyoutOrderStatus,
  type CurrencyCode,
  type RefundReason,
} from '@posylka/domain';
import type { BuyoutOrderRow, BuyoutProductRow, LedgerEntryRow } from '../../../db/schema/index.js';
import { entriesOfOrder, refundsOf } from '../../ledger/index.js';
import { findProducts, type Db } from './repository.js';

/** A refund row of the ledger as the customer's page and the console show it. */
export function presentRefund(row: LedgerEntryRow, reversed: boolean): BuyoutRefundEntry {
  return {
    id: row.id,
    amount: { amount: row.amount, currency: row.currency as CurrencyCode },
    kind: (row.reason ?? 'operator') as RefundReason,
    productId: row.productId,
    reason: row.note,
    status: reversed ? 'failed' : 'done',
    createdAt: row.createdAt.toISOString(),
    arrivesBy: refundArrivesBy(row.createdAt).toISOString(),
  };
}

/** A capture row (checkout payment or surcharge) as the customer's page lists it with its receipt. */
function presentPaymentEntry(row: LedgerEntryRow): BuyoutPaymentEntry {
  return {
    id: row.id,
    kind: row.kind === 'surcharge' ? 'surcharge' : 'payment',
    productId: row.productId,
    amount: { amount: row.amount, currency: row.currency as CurrencyCode },
    createdAt: row.createdAt.toISOString(),
  };
}

function question(line: BuyoutProductRow, currency: CurrencyCode) {
  if (line.decision !== 'ask_customer' || line.actualQuantity === null || line.actualPrice === null)
    return null;
  const declared = line.price ?? '0';
  const rise = lineRise({ price: declared, quantity: line.quantity }, line.actualPrice, line.actualQuantity);
  return {
    declaredPrice: { amount: declared, currency },
    actualPrice: { amount: line.actualPrice, currency },
    quantity: line.quantity,
    actualQuantity: line.actualQuantity,
    rise: { amount: rise, currency },
    priceRise: Number(rise) > 0,
    lowerQuantity: line.actualQuantity < line.quantity,
  };
}

export function presentLines(lines: readonly BuyoutProductRow[], currency: CurrencyCode) {
  return lines.map((line) => ({
    productId: line.id,
    state: buyoutLineState(line),
    trackNo: line.trackNo,
    actualPrice: line.actualPrice === null ? null : { amount: line.actualPrice, currency },
    actualQuantity: line.actualQuantity,
    question: question(line, currency),
    surcharge:
      line.surchargeAmount === null
        ? null
        : {
            amount: { amount: line.surchargeAmount, currency },
            paidAt: line.surchargePaidAt?.toISOString() ?? null,
          },
  }));
}

export async function presentProcessing(
  db: Db,
  order: BuyoutOrderRow,
  now: Date = new Date(),
): Promise<BuyoutProcessing> {
  const [lines, entries] = [await findProducts(db, order.id), await entriesOfOrder(db, order.id)];
  const currency = (order.totalCurrency ?? 'USD') as CurrencyCode;
  // Every figure is a sum over the ledger (issue 14): what the provider captured minus what went back.
  const balance = ledgerBalance(entries, currency);
  const surchargesDue = sumMoney(
    lines
      .filter((line) => buyoutLineState(line) === 'awaiting_surcharge')
      .map((line) => money(line.surchargeAmount ?? '0', currency)),
    currency,
  );
  return {
    purchased: lines.filter(isBuyoutLineBought).length,
    // "N of M" of the lines still coming: a refused or unavailable line is closed, not awaited.
    total: lines.filter(isBuyoutLineComing).length,
    tracked: lines.filter((line) => isBuyoutLineBought(line) && line.trackNo).length,
    boughtAt: order.boughtAt?.toISOString() ?? null,
    lines: presentLines(lines, currency),
    payments: entries
      .filter((entry) => entry.kind === 'payment' || entry.kind === 'surcharge')
      .map(presentPaymentEntry),
    // The customer sees money that moved (or is on its way), not refunds the provider refused.
    refunds: refundsOf(entries)
      .filter((refund) => !refund.reversed)
      .map((refund) => presentRefund(refund.entry, false)),
    money: { ...balance, surchargesDue: roundMoney(surchargesDue) },
    buyBefore: order.paidAt ? buyDeadline(order.paidAt).toISOString() : null,
    waitingForCustomer: buyoutWaitsForCustomer(lines),
    // SPEC §9 "buy within 72 hours" missed with nothing bought: the page offers the full refund.
    overdue: isBuyoutOverdueUnbought(
      { status: order.status as BuyoutOrderStatus, paidAt: order.paidAt, boughtAt: order.boughtAt, lines },
      now,
    ),
  };
}
