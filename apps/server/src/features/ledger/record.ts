// The writers of ledger rows, one per kind of movement, so every path (callbacks, the customer's edit
// and cancel, the operator's refund, the line decisions, the 72-hour job) words an entry the same way.
import type { LedgerActor, LedgerService, RefundReason } from '@posylka/domain';
import type { LedgerEntryRow, PaymentRow } from '../../db/schema/index.js';
import { uahFigure } from './rate.js';
import { appendEntry, type LedgerDb } from './repository.js';

export type Owner = { service: LedgerService; orderId: string; userId: string };

/**
 * The hryvnia side of a movement of `payment`: what the card was charged or given back when the
 * payment was made in hryvnias (at the payment's rate), else the amount at today's NBU rate.
 */
async function hryvniasOf(
  db: LedgerDb,
  payment: PaymentRow,
  base: string,
  charged: string,
): Promise<{ amountUah: string; rate: string }> {
  if (payment.currency === 'UAH' && payment.baseCurrency !== 'UAH')
    return { amountUah: charged, rate: payment.rate };
  return uahFigure(db, base, payment.baseCurrency);
}

/**
 * The provider captured a payment (the order's, or a line's surcharge). Once per payment. The row
 * counts in the order's currency (what the payment paid for); the hryvnias are what the card paid.
 */
export async function recordCapture(
  db: LedgerDb,
  owner: Owner,
  payment: PaymentRow,
  at: Date,
): Promise<{ row: LedgerEntryRow; created: boolean }> {
  return appendEntry(db, {
    ...owner,
    paymentId: payment.id,
    productId: payment.productId,
    kind: payment.kind === 'surcharge' ? 'surcharge' : 'payment',
    amount: payment.baseAmount,
    currency: payment.baseCurrency,
    ...(await hryvniasOf(db, payment, payment.baseAmount, payment.amount)),
    provider: payment.provider,
    providerRef: payment.providerPaymentId,
    idempotencyKey: `capture:${payment.id}`,
    actor: 'provider',
    createdAt: at,
  });
}

export type RefundMeta = {
  reason: RefundReason;
  /** The operator's words (refunds by hand). */
  note?: string;
  /** The line the money is for. */
  productId?: string | null;
  actor: LedgerActor;
  actorUserId?: string | null;
  /** Same key, same refund: a double click or a retried request gives nothing back twice. */
  key: string;
  at: Date;
};

/** `amount` in the order's currency; `charged`: what the card gets back in the payment's currency. */
export async function recordRefund(
  db: LedgerDb,
  owner: Owner,
  payment: PaymentRow,
  amount: string,
  meta: RefundMeta,
  charged: string = amount,
): Promise<{ row: LedgerEntryRow; created: boolean }> {
  return appendEntry(db, {
    ...owner,
    paymentId: payment.id,
    productId: meta.productId ?? null,
    kind: 'refund',
    reason: meta.reason,
    note: meta.note ?? '',
    amount,
    currency: payment.baseCurrency,
    ...(await hryvniasOf(db, payment, amount, charged)),
    provider: payment.provider,
    providerRef: payment.providerPaymentId,
    idempotencyKey: `refund:${meta.key}`,
    actor: meta.actor,
    actorUserId: meta.actorUserId ?? null,
    createdAt: meta.at,
  });
}

/** The provider refused a refund we recorded: the reversal cancels it, so the ledger keeps what it holds. */
export async function recordReversal(db: LedgerDb, refund: LedgerEntryRow, at: Date): Promise<void> {
  await appendEntry(db, {
    service: refund.service,
    orderId: refund.orderId,
    userId: refund.userId,
    paymentId: refund.paymentId,
    productId: refund.productId,
    kind: 'refund_reversed',
    reason: refund.reason,
    amount: refund.amount,
    currency: refund.currency,
    amountUah: refund.amountUah,
    rate: refund.rate,
    provider: refund.provider,
    providerRef: refund.providerRef,
    reverses: refund.id,
    idempotencyKey: `reverse:${refund.id}`,
    actor: 'system',
    createdAt: at,
  });
}

/**
 * Money that is not card money (issue 14 "bonus spent and earned, promo and churn discounts"): what
 * the bonus account gave or took and what a promo code or a personal offer took off a parcel's
 * delivery, in hryvnias, once per order and kind.
 */
export async function recordDeliveryMoney(
  db: LedgerDb,
  entry: {
    service: LedgerService;
    orderId: string;
    userId: string;
    kind: 'bonus_earned' | 'bonus_spent' | 'promo_discount' | 'churn_discount';
    amountUah: string;
    note?: string;
    at: Date;
  },
): Promise<void> {
  await appendEntry(db, {
    service: entry.service,
    orderId: entry.orderId,
    userId: entry.userId,
    kind: entry.kind,
    note: entry.note ?? '',
    amount: entry.amountUah,
    currency: 'UAH',
    amountUah: entry.amountUah,
    rate: '1',
    idempotencyKey: `${entry.kind}:${entry.orderId}`,
    actor: 'system',
    createdAt: entry.at,
  });
}
