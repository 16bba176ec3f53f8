// The console's views of a buy-out: a queue row and the full detail. Deadlines and line states are the
// domain's (buyDeadline, isBuyOverdue, refundDeadline, canRefundPartially, buyoutLineState).
import type { AdminBuyoutDetail, AdminBuyoutQueueItem } from '@posylka/contract';
import {
  buyDeadline,
  buyoutLineState,
  buyoutWaitsForCustomer,
  canRefundPartially,
  formatBuyoutNumber,
  formatOrderNumber,
  isBuyOverdue,
  isBuyoutLineBought,
  isBuyoutLineSettled,
  isPositiveMoney,
  refundDeadline,
  shopDomainOf,
  type BuyoutLineDecision,
  type CurrencyCode,
  type DeliveryType,
} from '@posylka/domain';
import type { Database } from '../../../db/database.js';
import type { BuyoutOrderRow, BuyoutProductRow } from '../../../db/schema/index.js';
import {
  feesOf,
  findProducts,
  isInProcessing,
  listPayments,
  listRefunds,
  loadContext,
  presentRefund,
  refundableSummaryOf,
} from '../../buyout/index.js';
import { addressOf, auditOf, customerOf, emailsOf, forwardingNumberOf } from './repository.js';

const currencyOf = (order: BuyoutOrderRow) => (order.totalCurrency ?? 'USD') as CurrencyCode;

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
    overdue:
      order.paidAt !== null &&
      order.boughtAt === null &&
      isInProcessing(order) &&
      // Waiting for the customer's answer or surcharge is not the buyer being late.
      !waitingForCustomer &&
      isBuyOverdue(order.paidAt, now),
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
  const [lines, customer, address, payments, refunds, audit, context, summary, parcelNumber] =
    await Promise.all([
      findProducts(db, order.id),
      customerOf(db, order.userId),
      addressOf(db, order.userAddressId),
      listPayments(db, order.id),
      listRefunds(db, order.id),
      auditOf(db, order.id),
      loadContext(db),
      refundableSummaryOf(db, order),
      forwardingNumberOf(db, order.forwardingOrderId),
    ]);
  const operators = await emailsOf(db, [
    ...new Set(refunds.flatMap((row) => (row.createdBy ? [row.createdBy] : []))),
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
      amount: { amount: row.amount, currency: row.currency as CurrencyCode },
      refunded: { amount: row.refundedAmount, currency: row.currency as CurrencyCode },
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    })),
    refunds: refunds.map((row) => ({
      ...presentRefund(row),
      createdBy: row.createdBy ? (operators.get(row.createdBy) ?? null) : null,
    })),
    refundable,
    refundableFrom: { paid: summary.paid, surcharges: summary.surcharges, refunded: summary.refunded },
    refundUntil: order.paidAt ? refundDeadline(order.paidAt).toISOString() : null,
    canRefund:
      order.paidAt !== null &&
      isInProcessing(order) &&
      canRefundPartially(order.paidAt, now) &&
      isPositiveMoney(refundable),
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
