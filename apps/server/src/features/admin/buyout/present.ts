// The console's views of a buy-out: a queue row and the full detail. Deadlines and line states are the
// domain's (buyDeadline, isBuyOverdue, buyoutLineState); money figures are the ledger's.
import type { AdminBuyoutDetail, AdminBuyoutQueueItem } from '@posylka/contract';
import {
  buyDeadline,
  buyoutLineState,
  buyoutWaitsForCustomer,
  formatBuyoutNumber,
  formatOrderNumber,
  isBuyoutLineBought,
  isBuyoutOverdue,
  isBuyoutLineSettled,
  isPositiveMoney,
  money,
  paymentRest,
  roundAmount,
  subtractMoney,
  shopDomainOf,
  type BuyoutLineDecision,
  type BuyoutOrderStatus,
  type CurrencyCode,
  type DeliveryType,
} from '@posylka/domain';
import type { Database } from '../../../db/database.js';
import type {
  BuyoutOrderRow,
  BuyoutProductRow,
  LedgerEntryRow,
  PaymentRow,
} from '../../../db/schema/index.js';
import {
  feesOf,
  findProducts,
  isInProcessing,
  listPayments,
  loadContext,
  presentRefund,
  refundableSummaryOf,
} from '../../buyout/index.js';
import { entriesOfOrder, refundsOf } from '../../ledger/index.js';
import { addressOf, auditOf, customerOf, emailsOf, forwardingNumberOf } from './repository.js';

const currencyOf = (order: BuyoutOrderRow) => (order.totalCurrency ?? 'USD') as CurrencyCode;

/** Captured minus what the payment still holds; 0.00 for an attempt that never took money. */
function refundedOfPayment(entries: readonly LedgerEntryRow[], row: PaymentRow): string {
  const captured = entries.some(
    (entry) => entry.paymentId === row.id && entry.idempotencyKey === `capture:${row.id}`,
  );
  if (!captured) return '0.00';
  return roundAmount(
    subtractMoney(money(row.baseAmount, 'USD'), money(paymentRest(entries, row.id), 'USD')).amount,
  );
}

export function queueItem(
  order: BuyoutOrderRow,
  customer: AdminBuyoutQueueItem['customer'],
  lines: readonly BuyoutProductRow[],
  now: Date,
): AdminBuyoutQueueItem {
  const currency = currencyOf(order);
  const waitingForCustomer = buyoutWaitsForCustomer(lines);
  return {
    id: order.id,
    number: formatBuyoutNumber(order.number),
    name: order.name,
    status: order.status as AdminBuyoutQueueItem['status'],
    customer,
    total: { amount: order.totalAmount ?? '0.00', currency },
    paidAt: order.paidAt?.toISOString() ?? null,
    buyBefore: order.paidAt ? buyDeadline(order.paidAt).toISOString() : null,
    // Domain isBuyoutOverdue: waiting for the customer's answer or surcharge is not the buyer being late.
    overdue: isBuyoutOverdue(
      {
        status: order.status as BuyoutOrderStatus,
        paidAt: order.paidAt,
        boughtAt: order.boughtAt,
        lines,
      },
      now,
    ),
    linesDone: lines.filter(isBuyoutLineSettled).length,
    linesTotal: lines.length,
    linesAsking: lines.filter((line) => buyoutLineState(line) === 'asking').length,
    linesAwaitingSurcharge: lines.filter((line) => buyoutLineState(line) === 'awaiting_surcharge').length,
    waitingForCustomer,
    boughtAt: order.boughtAt?.toISOString() ?? null,
    forwardingOrderId: order.forwardingOrderId,
  };
}

/** Every line settled and at least one bought, and no parcel yet. */
export function canArrive(order: BuyoutOrderRow, lines: readonly BuyoutProductRow[]): boolean {
  return (
    order.forwardingOrderId === null &&
    order.boughtAt !== null &&
    lines.length > 0 &&
    lines.every(isBuyoutLineSettled) &&
    lines.some(isBuyoutLineBought)
  );
}

export async function presentDetail(
  db: Database,
  order: BuyoutOrderRow,
  now: Date,
): Promise<AdminBuyoutDetail> {
  const currency = currencyOf(order);
  const [lines, customer, address, payments, entries, audit, context, summary, parcelNumber] =
    await Promise.all([
      findProducts(db, order.id),
      customerOf(db, order.userId),
      addressOf(db, order.userAddressId),
      listPayments(db, order.id),
      entriesOfOrder(db, order.id),
      auditOf(db, order.id),
      loadContext(db),
      refundableSummaryOf(db, order),
      forwardingNumberOf(db, order.forwardingOrderId),
    ]);
  const refunds = refundsOf(entries);
  const operators = await emailsOf(db, [
    ...new Set(
      refunds.flatMap(({ entry }) =>
        entry.actor === 'operator' && entry.actorUserId ? [entry.actorUserId] : [],
      ),
    ),
  ]);
  const fees = feesOf(lines, context.settings, context.rates);
  const { refundable } = summary;
  const name = [customer?.lastName, customer?.firstName, customer?.middleName].filter(Boolean).join(' ');
  return {
    ...queueItem(
      order,
      { id: order.userId, email: customer?.email ?? '', customerCode: customer?.customerCode ?? '' },
      lines,
      now,
    ),
    customer: {
      id: order.userId,
      email: customer?.email ?? '',
      customerCode: customer?.customerCode ?? '',
      name,
      phone: customer?.phone ?? null,
    },
    recipient: order.recipient ?? null,
    address: address
      ? { fullAddress: address.fullAddress, warehouseType: address.type as DeliveryType }
      : null,
    lines: lines.map((line) => ({
      id: line.id,
      link: line.link,
      shop: shopDomainOf(line.link) ?? '',
      name: line.name,
      size: line.size,
      color: line.color,
      comment: line.comment,
      quantity: line.quantity,
      price: { amount: line.price ?? '0.00', currency },
      allowOverpricing: line.allowOverpricing,
      allowLowerQuantity: line.allowLowerQuantity,
      shopOrderNumber: line.shopOrderNumber,
      actualPrice: line.actualPrice === null ? null : { amount: line.actualPrice, currency },
      actualQuantity: line.actualQuantity,
      trackNo: line.trackNo,
      decision: line.decision as BuyoutLineDecision | null,
      surchargeAmount: line.surchargeAmount === null ? null : { amount: line.surchargeAmount, currency },
      surchargePaidAt: line.surchargePaidAt?.toISOString() ?? null,
      state: buyoutLineState(line),
      purchasedAt: line.purchasedAt?.toISOString() ?? null,
    })),
    fees: {
      productsTotal: fees.productsTotal,
      overQuantityFee: fees.overQuantityFee,
      serviceFee: fees.serviceFee,
      servicePercent: String(fees.serviceFeePercent),
      insuranceFee: fees.insurance,
      total: fees.total,
      totalUah: fees.totalUah,
      customs: fees.customs ? fees.customs.total : null,
    },
    payments: payments.map((row) => ({
      id: row.id,
      kind: row.kind === 'surcharge' ? ('surcharge' as const) : ('order' as const),
      productId: row.productId,
      provider: row.provider,
      // What it paid for in the order's currency; `charged` is what the card paid (hryvnias).
      amount: { amount: row.baseAmount, currency: row.baseCurrency as CurrencyCode },
      charged: { amount: row.amount, currency: row.currency as CurrencyCode },
      // What went back of this payment: its capture minus what it still holds, by the ledger.
      refunded: {
        amount: refundedOfPayment(entries, row),
        currency: row.currency as CurrencyCode,
      },
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    })),
    refunds: refunds.map(({ entry, reversed }) => ({
      ...presentRefund(entry, reversed),
      createdBy:
        entry.actor === 'operator' && entry.actorUserId ? (operators.get(entry.actorUserId) ?? null) : null,
    })),
    refundable,
    refundableFrom: { paid: summary.paid, surcharges: summary.surcharges, refunded: summary.refunded },
    // At any time while money is left (issue 14): the 14 days are when it reaches the card.
    canRefund: order.paidAt !== null && isInProcessing(order) && isPositiveMoney(refundable),
    canArrive: canArrive(order, lines),
    forwardingOrder:
      order.forwardingOrderId && parcelNumber !== null
        ? { id: order.forwardingOrderId, number: formatOrderNumber(parcelNumber) }
        : null,
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actorEmail: entry.actorEmail,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
