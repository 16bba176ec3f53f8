// Price differences of bought lines (issue 6 "every amount they are shown equals what they are
// charged"). A cheaper shop price goes back to the card once (the line's conditional update ran once),
// an accepted rise becomes a surcharge the customer pays through the same payment provider before the
// line is bought. The amounts are the domain's (priceDropRefundLine + partialRefundAmount, surchargeAmount).
import {
  formatBuyoutNumber,
  lineRise,
  priceDropRefundLine,
  surchargeAmount,
  type Locale,
  type Money,
} from '@posylka/domain';
import type { BuyoutOrderRow, BuyoutProductRow, LedgerEntryRow } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { addAlert } from '../../alerts/index.js';
import { notifySurchargeDue } from '../customer-messages.js';
import {
  buyoutNumber,
  startPayment,
  type PaymentProviders,
  type StartedPayment,
} from '../../payments/index.js';
import type { Database } from '../../../db/database.js';
import { feesOf } from '../present.js';
import { loadContext } from '../settings.js';
import { ProcessingConflictError } from './messages.js';
import { autoReason } from './reasons.js';
import { refundUnits, type RefundDeps } from './refunds.js';
import { findLine, findProducts, isInProcessing, type Db } from './repository.js';

/** The surcharge of a line whose rise was accepted: the rise of the units bought plus its fee share. */
export async function surchargeOf(
  db: Database,
  orderId: string,
  line: BuyoutProductRow,
  actual: { actualPrice: string; actualQuantity: number },
): Promise<Money> {
  const context = await loadContext(db);
  const fees = feesOf(await findProducts(db, orderId), context.settings, context.rates);
  const rise = lineRise(
    { price: line.price ?? '0', quantity: line.quantity },
    actual.actualPrice,
    actual.actualQuantity,
  );
  return surchargeAmount({
    rise,
    paid: { productsTotal: fees.productsTotal, serviceFee: fees.serviceFee, insurance: fees.insurance },
  });
}

/** Tells the customer (the cabinet's alert and the outbox, in `tx`) that a line waits for their surcharge. */
export async function alertSurcharge(
  tx: Db,
  order: BuyoutOrderRow,
  lineId: string,
  amount: Money,
  at: Date,
): Promise<void> {
  await addAlert(tx as Database, {
    userId: order.userId,
    key: 'buyout-surcharge',
    kind: 'warning',
    params: { number: formatBuyoutNumber(order.number), amount: amount.amount, currency: amount.currency },
    link: `/buyout/show/${order.id}`,
  });
  await notifySurchargeDue(tx, order.id, lineId, amount, at);
}

/** A bought line the shop sold cheaper: the difference with its fee share goes back to the card. */
export async function refundPriceDrop(
  deps: RefundDeps,
  input: {
    order: BuyoutOrderRow;
    line: BuyoutProductRow;
    actualPrice: string;
    actualQuantity: number;
    createdBy: string | null;
    auditActor: string | null;
    now: Date;
  },
): Promise<LedgerEntryRow | null> {
  const drop = priceDropRefundLine(
    { price: input.line.price ?? '0', quantity: input.line.quantity },
    input.actualPrice,
    input.actualQuantity,
  );
  if (!drop) return null;
  return refundUnits(deps, {
    orderId: input.order.id,
    lines: [drop],
    cause: autoReason('lower_price', input.line.id),
    operatorId: input.createdBy,
    auditActor: input.auditActor,
    auditAction: 'buyout.refund.auto',
    now: input.now,
  });
}

/**
 * POST /buyout/{id}/items/{itemId}/surcharge: a new payment attempt for the line's surcharge through
 * the configured provider (sandbox hosted page or LiqPay). Only a line waiting for its surcharge, of
 * an order still being bought, can be paid (409 otherwise).
 */
export async function startSurchargePayment(
  db: Database,
  providers: PaymentProviders,
  input: { order: BuyoutOrderRow; lineId: string; locale: Locale },
): Promise<StartedPayment> {
  const { order } = input;
  const line = await findLine(db, order.id, input.lineId);
  if (!line) throw notFound();
  if (!isInProcessing(order)) throw new ProcessingConflictError('notInProcessing');
  if (line.surchargeAmount === null || line.surchargePaidAt !== null || line.itemStatus !== 'awaiting')
    throw new ProcessingConflictError('noSurcharge');
  if (line.decision !== 'auto_accept' && line.decision !== 'accepted')
    throw new ProcessingConflictError('noSurcharge');
  const language = input.locale === 'ru' ? 'ru' : input.locale === 'uk' ? 'uk' : 'en';
  return startPayment(
    db,
    providers.active,
    {
      orderId: order.id,
      orderNumber: buyoutNumber(order.number),
      amount: line.surchargeAmount,
      currency: order.totalCurrency ?? 'USD',
      description: `Posylka ${buyoutNumber(order.number)}: ${line.name}`,
      language,
      // The sandbox page speaks the language of the page the customer pays from.
      locale: input.locale,
      // Back to the order's page, which shows the line paid once the callback has arrived.
      resultPath: `/buyout/show/${encodeURIComponent(order.id)}?surcharge=paid`,
    },
    { productId: line.id },
  );
}
