// The customer's view of how the buying goes (GET /buyout/{id}/processing): per-line shop state,
// "N of M" bought and tracked, the question to answer on a changed line, and the refunds made.
import type { BuyoutProcessing, BuyoutRefundEntry } from '@posylka/contract';
import {
  buyDeadline,
  buyoutChargedSummary,
  buyoutLineState,
  buyoutWaitsForCustomer,
  isBuyoutLineBought,
  lineRise,
  money,
  type CurrencyCode,
} from '@posylka/domain';
import type { BuyoutOrderRow, BuyoutProductRow, BuyoutRefundRow } from '../../../db/schema/index.js';
import { readReason } from './reasons.js';
import { findProducts, listPayments, listRefunds, type Db } from './repository.js';

export function presentRefund(row: BuyoutRefundRow): BuyoutRefundEntry {
  return {
    id: row.id,
    amount: { amount: row.amount, currency: row.currency as CurrencyCode },
    ...readReason(row.reason),
    status: row.status as BuyoutRefundEntry['status'],
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

export async function presentProcessing(db: Db, order: BuyoutOrderRow): Promise<BuyoutProcessing> {
  const [lines, refunds, payments] = await Promise.all([
    findProducts(db, order.id),
    listRefunds(db, order.id),
    listPayments(db, order.id),
  ]);
  const currency = (order.totalCurrency ?? 'USD') as CurrencyCode;
  const orderPayment = payments.find(
    (row) => row.kind === 'order' && (row.status === 'paid' || row.status === 'refunded'),
  );
  const moneyOf = buyoutChargedSummary({
    currency,
    // The order's payment as taken; its refunds are the buyout_refunds rows below.
    paid: orderPayment ? money(orderPayment.amount, currency) : null,
    // Surcharges as taken: an operator's refund of one is a buyout_refunds row below (counting the
    // payment's own refunded sum too would subtract it twice). One the payments feature gave back
    // itself (it came after the line was refused: status refunded, no refund row) was never kept.
    surchargesPaid: payments
      .filter((row) => row.kind === 'surcharge' && row.status === 'paid')
      .map((row) => money(row.amount, currency)),
    surchargesDue: lines
      .filter((line) => buyoutLineState(line) === 'awaiting_surcharge')
      .map((line) => money(line.surchargeAmount ?? '0', currency)),
    refunds: refunds.filter((row) => row.status !== 'failed').map((row) => money(row.amount, currency)),
  });
  return {
    purchased: lines.filter(isBuyoutLineBought).length,
    total: lines.length,
    tracked: lines.filter((line) => isBuyoutLineBought(line) && line.trackNo).length,
    boughtAt: order.boughtAt?.toISOString() ?? null,
    lines: presentLines(lines, currency),
    // The customer sees money that moved (or is on its way), not the console's failed attempts.
    refunds: refunds.filter((row) => row.status !== 'failed').map(presentRefund),
    money: moneyOf,
    buyBefore: order.paidAt ? buyDeadline(order.paidAt).toISOString() : null,
    waitingForCustomer: buyoutWaitsForCustomer(lines),
  };
}
