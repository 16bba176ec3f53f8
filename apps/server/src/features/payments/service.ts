// Starting, settling and refunding payments of buy-out orders. Settling is idempotent: the payment
// row moves out of pending once (atomic UPDATE), the order moves to paid once, and a callback whose
// amount or currency differs from what we asked for never pays anything.
import { randomUUID } from 'node:crypto';
import {
  compareMoney,
  money,
  roundAmount,
  subtractMoney,
  type CurrencyCode,
  type Money,
} from '@posylka/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import type { PaymentProviders } from './providers.js';
import type { CheckoutRequest, CheckoutTarget, PaymentProvider, PaymentSystem } from './provider.js';
import {
  addRefunded,
  failPendingPayments,
  findByProviderId,
  insertPayment,
  latestPayment,
  markOrderPaid,
  markRefunded,
  markSurchargePaid,
  openAttempt,
  paidPayment,
  settlePending,
} from './repository.js';

/** How long a started payment attempt is offered again to the same customer (issue 15). */
export const PAYMENT_ATTEMPT_REUSE_MINUTES = 30;

/**
 * The attempt for the order's amount (or, with `surcharge`, for one line's surcharge): an open attempt
 * for the same amount started in the last PAYMENT_ATTEMPT_REUSE_MINUTES is offered again (a reload
 * does not create another one); otherwise a new attempt with its own reference.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  request: Omit<CheckoutRequest, 'paymentId'>,
  surcharge?: { productId: string },
  now: Date = new Date(),
): Promise<{ paymentSystem: PaymentSystem } & CheckoutTarget> {
  const open = await openAttempt(db, {
    orderId: request.orderId,
    provider: provider.system,
    amount: request.amount,
    currency: request.currency,
    productId: surcharge?.productId ?? null,
    since: new Date(now.getTime() - PAYMENT_ATTEMPT_REUSE_MINUTES * 60_000),
  });
  if (open)
    return { paymentSystem: provider.system, ...provider.checkout({ ...request, paymentId: open.id }) };
  const row = await insertPayment(db, {
    id: randomUUID(),
    orderId: request.orderId,
    provider: provider.system,
    amount: request.amount,
    currency: request.currency,
    ...(surcharge ? { kind: 'surcharge' as const, productId: surcharge.productId } : {}),
  });
  return { paymentSystem: provider.system, ...provider.checkout({ ...request, paymentId: row.id }) };
}

/** pending (no answer yet, 202), paid or failed: the newest attempt decides. */
export async function paymentState(db: Database, orderId: string): Promise<'pending' | 'paid' | 'failed'> {
  const row = await latestPayment(db, orderId);
  if (!row || row.status === 'pending') return 'pending';
  return row.status === 'paid' ? 'paid' : 'failed';
}

/** Open attempts of an order that changed (saved again, canceled) can no longer pay it. */
export async function closeOpenPayments(
  db: Database,
  orderId: string,
  now: Date = new Date(),
): Promise<void> {
  await failPendingPayments(db, orderId, now);
}

const isPositive = (m: Money) => compareMoney(m, money(0, m.currency)) > 0;

export type CallbackOutcome = { status: 'paid' | 'failed' | 'ignored' };

const sameAmount = (a: string, b: string) => {
  try {
    return /^\d+(\.\d+)?$/.test(a) && roundAmount(a) === roundAmount(b);
  } catch {
    return false;
  }
};

export async function settleCallback(
  db: Database,
  provider: PaymentProvider,
  body: { data: string; signature: string },
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<CallbackOutcome> {
  const verdict = provider.readCallback(body);
  if (!verdict) {
    log.warn({ provider: provider.system }, 'payment callback with a bad signature refused');
    throw new HttpError(400, 'badRequest');
  }
  const payment = await findByProviderId(db, provider.system, verdict.providerPaymentId);
  if (!payment) throw new HttpError(400, 'badRequest');
  if (verdict.outcome === 'pending') return { status: 'ignored' };
  if (!sameAmount(verdict.amount, payment.amount) || verdict.currency !== payment.currency) {
    log.warn(
      {
        provider: provider.system,
        paymentId: payment.id,
        amount: verdict.amount,
        currency: verdict.currency,
      },
      'payment callback amount or currency differs from the payment: not settled',
    );
    throw new HttpError(409, 'badRequest');
  }
  const settled = await db.transaction(async (tx) => {
    const row = await settlePending(
      tx,
      payment.id,
      verdict.outcome as 'paid' | 'failed',
      verdict.details,
      now,
    );
    if (!row) return null;
    // An order payment pays the order; a surcharge payment buys its line (both at most once).
    const settles = row.kind === 'surcharge' ? markSurchargePaid : markOrderPaid;
    const orderPaid = row.status === 'paid' ? await settles(tx, row, now) : false;
    return { row, orderPaid };
  });
  if (!settled) {
    // A replay (or a late twin): answer what happened the first time, change nothing.
    const current = await findByProviderId(db, provider.system, verdict.providerPaymentId);
    return {
      status:
        current?.status === 'paid' || current?.status === 'refunded'
          ? 'paid'
          : current?.status === 'failed'
            ? 'failed'
            : 'ignored',
    };
  }
  if (settled.row.status === 'paid' && !settled.orderPaid) {
    // The money arrived for an order (or a surcharge) that is no longer waiting (canceled, refused,
    // or paid by another attempt): give it back instead of keeping it.
    await refundRow(db, provider, settled.row, log);
  }
  return { status: settled.row.status === 'paid' ? 'paid' : 'failed' };
}

/** Gives back what is left of a payment after earlier partial refunds, and closes it as refunded. */
export function refundableRest(row: Pick<PaymentRow, 'amount' | 'refundedAmount' | 'currency'>): Money {
  const currency = row.currency as CurrencyCode;
  return subtractMoney(money(row.amount, currency), money(row.refundedAmount, currency));
}

async function refundRow(db: Database, provider: PaymentProvider, row: PaymentRow, log: FastifyBaseLogger) {
  const rest = refundableRest(row);
  if (isPositive(rest)) {
    await provider.refund({
      providerPaymentId: row.providerPaymentId,
      amount: roundAmount(rest.amount),
      currency: row.currency,
    });
  }
  await markRefunded(db, row.id);
  log.info({ paymentId: row.id }, 'payment refunded');
}

/**
 * SPEC §4 "refunded (full or partial ...) to the paying card": an edit that lowered the total gives
 * the difference back through the provider that took the payment. Returns whether money moved.
 */
export async function refundDifference(
  db: Database,
  providers: PaymentProviders,
  orderId: string,
  amount: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const paid = await paidPayment(db, orderId);
  if (!paid) return false;
  return refundPaymentPart(db, providers, paid, amount, log);
}

/**
 * Gives `amount` of one settled payment (the order's, or a line's surcharge) back through the
 * provider that took it. The payment stays paid; returns whether money moved.
 */
export async function refundPaymentPart(
  db: Database,
  providers: PaymentProviders,
  paid: PaymentRow,
  amount: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!/^\d+(\.\d+)?$/.test(amount) || !isPositive(money(amount, 'USD'))) return false;
  const provider = paid.provider === 'liqpay' ? providers.liqpay : providers.sandbox;
  if (!provider) throw new HttpError(503, 'serviceUnavailable');
  // Recorded first (bounded by the amount paid), so a failed provider call is retried by nobody twice.
  if (!(await addRefunded(db, paid.id, amount))) return false;
  await provider.refund({ providerPaymentId: paid.providerPaymentId, amount, currency: paid.currency });
  log.info({ paymentId: paid.id, kind: paid.kind }, 'payment partially refunded');
  return true;
}

/**
 * Full refund of an order's paid payment through the provider that took it (SPEC §4 "refunded ...
 * automatically to the paying card"); open attempts are closed so they cannot pay the order later.
 * Returns whether money was refunded.
 */
export async function refundOrder(
  db: Database,
  providers: PaymentProviders,
  orderId: string,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<boolean> {
  await failPendingPayments(db, orderId, now);
  const paid = await paidPayment(db, orderId);
  if (!paid) return false;
  const provider = paid.provider === 'liqpay' ? providers.liqpay : providers.sandbox;
  if (!provider) throw new HttpError(503, 'serviceUnavailable');
  await refundRow(db, provider, paid, log);
  return true;
}
