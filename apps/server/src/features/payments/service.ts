// Starting, settling and refunding payments of buy-out orders. Settling is idempotent: the payment
// row moves out of pending once (atomic UPDATE), the order moves to paid once, and a callback whose
// amount or currency differs from what we asked for never pays anything.
import { randomUUID } from 'node:crypto';
import {
  addMoney,
  chargeFor,
  chargeRefund,
  compareMoney,
  ledgerRefundRefusal,
  money,
  paymentRest,
  roundAmount,
  subtractMoney,
  type CurrencyCode,
  type Money,
} from '@posylka/domain';
import { loadRates } from '../reference-data/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';

import type { CheckoutRequest, CheckoutTarget, PaymentProvider, PaymentSystem } from './provider.js';
import {
  entriesOfPayment,
  findEntryByKey,
  lockPayment,
  recordCapture,
  recordRefund,
  recordReversal,
  restOfPayment,
  type RefundMeta,
} from '../ledger/index.js';
import type { LedgerEntryRow } from '../../db/schema/index.js';
import { grantPaymentResultOffer } from '../promo/index.js';
import { notifyPaymentResult, notifyRefund } from './customer-messages.js';
import {
  captureClosedAttempt,
  capturedPayments,
  failPendingPayments,
  findByProviderId,
  insertPayment,
  latestPayment,
  markOrderPaid,
  markRefunded,
  markSurchargePaid,
  openAttempt,
  ownerOfPayment,
  paidPayment,
  settlePending,
} from './repository.js';

/** How long a started payment attempt is offered again to the same customer (issue 15). */
export const PAYMENT_ATTEMPT_REUSE_MINUTES = 30;

/** What the customer is asked to pay: hryvnias, with what they pay for and the rate beside them. */
export type StartedPayment = { paymentSystem: PaymentSystem } & CheckoutTarget & {
    amount: Money;
    baseAmount: Money;
    rate: string;
  };

/**
 * The attempt for the order's amount (or, with `surcharge`, for one line's surcharge), charged in
 * hryvnias at the NBU rate of the day (issue 14 item 7; the rate stays with the attempt): an open
 * attempt for the same amount started in the last PAYMENT_ATTEMPT_REUSE_MINUTES is offered again (a
 * reload does not create another one, and keeps the hryvnia figure the customer saw); otherwise a new
 * attempt with its own reference.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  request: Omit<CheckoutRequest, 'paymentId'>,
  surcharge?: { productId: string },
  now: Date = new Date(),
): Promise<StartedPayment> {
  const started = (row: PaymentRow): StartedPayment => ({
    paymentSystem: provider.system,
    ...provider.checkout({ ...request, amount: row.amount, currency: row.currency, paymentId: row.id }),
    amount: { amount: row.amount, currency: row.currency as CurrencyCode },
    baseAmount: { amount: row.baseAmount, currency: row.baseCurrency as CurrencyCode },
    rate: row.rate,
  });
  const open = await openAttempt(db, {
    orderId: request.orderId,
    provider: provider.system,
    amount: request.amount,
    currency: request.currency,
    productId: surcharge?.productId ?? null,
    since: new Date(now.getTime() - PAYMENT_ATTEMPT_REUSE_MINUTES * 60_000),
  });
  if (open) return started(open);
  const base = money(request.amount, request.currency as CurrencyCode);
  const { charge, rate } = chargeFor(base, await loadRates(db));
  const row = await insertPayment(db, {
    id: randomUUID(),
    orderId: request.orderId,
    provider: provider.system,
    amount: charge.amount,
    currency: charge.currency,
    baseAmount: roundAmount(request.amount),
    baseCurrency: request.currency,
    rate,
    ...(surcharge ? { kind: 'surcharge' as const, productId: surcharge.productId } : {}),
  });
  return started(row);
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
    // SPEC §9: a personal offer after the payment's result, written with the result (once per payment).
    await grantPaymentResultOffer(tx, { payment: row, now });
    // Issue 16: the customer hears the result by e-mail (and Telegram), written with the result.
    await notifyPaymentResult(tx, row, orderPaid);
    // The provider holds the money from now on, wanted or not: the ledger says so in the same commit.
    if (row.status === 'paid') {
      const owner = await ownerOfPayment(tx, row);
      if (owner) await recordCapture(tx, owner, row, now);
    }
    return { row, orderPaid };
  });
  if (!settled && verdict.outcome === 'paid') {
    // The provider took money on an attempt we had closed (the order changed or was cancelled while
    // its page stayed open): the money is real, so the ledger records it and it goes back at once.
    const late = await db.transaction(async (tx) => {
      const row = await captureClosedAttempt(tx, payment.id, verdict.details, now);
      if (!row) return null;
      const owner = await ownerOfPayment(tx, row);
      if (owner) await recordCapture(tx, owner, row, now);
      return row;
    });
    if (late) {
      await refundRest(
        db,
        { sandbox: provider, liqpay: provider },
        late,
        { reason: 'unwanted', actor: 'system', key: `unwanted:${late.id}`, at: now },
        log,
      );
      // It did not pay the order: the customer's page says the payment failed (and the money went back).
      return { status: 'failed' };
    }
  }
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
    await refundRest(
      db,
      // The payment came through this provider, so it is the one that gives it back.
      { sandbox: provider, liqpay: provider },
      settled.row,
      { reason: 'unwanted', actor: 'system', key: `unwanted:${settled.row.id}`, at: now },
      log,
    );
  }
  return { status: settled.row.status === 'paid' ? 'paid' : 'failed' };
}

/** The providers a refund may go through (the one that took the payment is picked). */
type RefundVia = { sandbox: PaymentProvider | null; liqpay: PaymentProvider | null };

const providerFor = (providers: RefundVia, row: PaymentRow): PaymentProvider => {
  const provider = row.provider === 'liqpay' ? providers.liqpay : providers.sandbox;
  if (!provider) throw new HttpError(503, 'serviceUnavailable');
  return provider;
};

/**
 * The one way money goes back to the card (issue 14): `amount` of one captured payment (the order's or
 * a line's surcharge). In one transaction the payment row is locked, what it still holds is read from
 * the ledger and the refund row is appended (refused above what is left: paid - refunded never goes
 * below zero); then the provider is asked. A provider refusal appends the reversal and throws. The
 * same `meta.key` twice gives back once and answers the first row. Returns null when nothing could
 * be given back (nothing left, or not captured).
 */
export async function refundPaymentPart(
  db: Database,
  providers: RefundVia,
  paid: PaymentRow,
  amount: string,
  meta: RefundMeta,
  log: FastifyBaseLogger,
): Promise<LedgerEntryRow | null> {
  if (!/^\d+(\.\d+)?$/.test(amount) || !isPositive(money(amount, 'USD'))) return null;
  const provider = providerFor(providers, paid);
  const owner = await ownerOfPayment(db, paid);
  if (!owner) return null;
  const written = await db.transaction(async (tx) => {
    await lockPayment(tx, paid.id);
    const earlier = await findEntryByKey(tx, `refund:${meta.key}`);
    if (earlier) return { row: earlier, created: false };
    const entries = await entriesOfPayment(tx, paid.id);
    const rest = paymentRest(entries, paid.id);
    if (ledgerRefundRefusal(amount, rest)) return null;
    // The card gets back its own currency at the payment's rate; the last refund takes what is left.
    const charged = chargeRefund({
      base: amount,
      baseRest: rest,
      rate: paid.currency === paid.baseCurrency ? '1' : paid.rate,
      chargeRest: chargeRestOf(paid, entries),
    });
    return recordRefund(tx, owner, paid, roundAmount(amount), meta, charged);
  });
  if (!written) return null;
  if (!written.created) return written.row;
  try {
    await provider.refund({
      providerPaymentId: paid.providerPaymentId,
      amount: chargedOf(paid, written.row),
      currency: paid.currency,
    });
  } catch (error) {
    await recordReversal(db, written.row, meta.at);
    log.error({ err: error, paymentId: paid.id, entryId: written.row.id }, 'provider refused a refund');
    throw error;
  }
  // Only the provider's acceptance makes the refund true, so the message follows it (keyed by the
  // ledger row: a retried refund with the same key tells once).
  await notifyRefund(db, paid, written.row, chargedOf(paid, written.row));
  log.info(
    { paymentId: paid.id, kind: paid.kind, reason: meta.reason },
    'payment refunded in part or in full',
  );
  return written.row;
}

/** What a ledger row moved in the payment's own (charge) currency. */
function chargedOf(paid: PaymentRow, row: LedgerEntryRow): string {
  return paid.currency === paid.baseCurrency ? row.amount : row.amountUah;
}

/** What is left of the payment's charge: charged minus the charge of its refunds (plus reversals). */
function chargeRestOf(paid: PaymentRow, entries: readonly LedgerEntryRow[]): string {
  let rest = money(paid.amount, 'UAH');
  for (const entry of entries) {
    if (entry.paymentId !== paid.id) continue;
    if (entry.kind === 'refund') rest = subtractMoney(rest, money(chargedOf(paid, entry), 'UAH'));
    if (entry.kind === 'refund_reversed') rest = addMoney(rest, money(chargedOf(paid, entry), 'UAH'));
  }
  return roundAmount(rest.amount);
}

/** Gives back everything the payment still holds and closes it as refunded. */
async function refundRest(
  db: Database,
  providers: RefundVia,
  row: PaymentRow,
  meta: RefundMeta,
  log: FastifyBaseLogger,
): Promise<LedgerEntryRow | null> {
  const rest = await restOfPayment(db, row.id);
  const entry = isPositive(money(rest, 'USD'))
    ? await refundPaymentPart(db, providers, row, rest, { ...meta, key: `${meta.key}:${row.id}` }, log)
    : null;
  await markRefunded(db, row.id);
  return entry;
}

/**
 * SPEC §4 "refunded (full or partial ...) to the paying card": an edit that lowered the total gives
 * the difference back through the provider that took the payment. Returns whether money moved.
 */
export async function refundDifference(
  db: Database,
  providers: RefundVia,
  orderId: string,
  amount: string,
  meta: RefundMeta,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const paid = await paidPayment(db, orderId);
  if (!paid) return false;
  return (await refundPaymentPart(db, providers, paid, amount, meta, log)) !== null;
}

/**
 * Everything the order's payments still hold goes back (SPEC §4 "refunded ... automatically to the
 * paying card"): the order's payment and every paid surcharge, each closed as refunded; open attempts
 * are failed first so they cannot pay the order later. Returns whether there was a paid payment.
 */
export async function refundOrder(
  db: Database,
  providers: RefundVia,
  orderId: string,
  meta: RefundMeta,
  log: FastifyBaseLogger,
): Promise<boolean> {
  await failPendingPayments(db, orderId, meta.at);
  const paid = await capturedPayments(db, orderId);
  if (paid.length === 0) return false;
  for (const row of paid) await refundRest(db, providers, row, meta, log);
  return paid.some((row) => row.kind === 'order');
}
