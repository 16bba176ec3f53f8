// The personal offer of a payment result (SPEC §9 "Promo: 100 UAH off delivery, valid 2 hours after
// success or 3 days after failure"): written by the payment callback in the transaction that settles
// the payment, read back through GET /churn/active and spent like any churn offer (markChurnOfferUsed).
import { eq, sql } from 'drizzle-orm';
import { money, paymentResultOffer, roundAmount, type PaymentResult } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { buyoutOrders, churnOfferGrants, churnOffers, type PaymentRow } from '../../db/schema/index.js';
import { findActiveChurn } from './repository.js';

/** The payment as the callback just settled it. */
export type SettledPayment = Pick<PaymentRow, 'id' | 'orderId' | 'kind' | 'status'>;

export type PaymentResultGrant = {
  offerId: string;
  userId: string;
  result: PaymentResult;
  expiredAt: Date;
  /** false: this payment had already given its offer (a replayed callback), nothing was changed. */
  granted: boolean;
};

/**
 * Gives the customer whose order the payment is for the offer of its result, inside the caller's
 * transaction (the settle). Only an order's own payment counts (a line's surcharge is paid from the
 * order page and has no result page); anything but paid or failed gives nothing.
 *
 * One active offer per customer: without one a new offer is written; with one it is extended to the
 * later end and the larger discount (domain paymentResultOffer), so an order saved with that offer
 * keeps pointing at the live one. Once per payment (churn_offer_grants is keyed by it): a replay
 * answers the first grant and changes nothing. Two results of one customer at once are taken one
 * after the other (a transaction-scoped advisory lock per customer).
 */
export async function grantPaymentResultOffer(
  tx: Database,
  input: { payment: SettledPayment; now: Date },
): Promise<PaymentResultGrant | null> {
  const { payment, now } = input;
  if (payment.kind !== 'order') return null;
  const result: PaymentResult | null =
    payment.status === 'paid' ? 'success' : payment.status === 'failed' ? 'failure' : null;
  if (!result) return null;
  const [order] = await tx
    .select({ userId: buyoutOrders.userId })
    .from(buyoutOrders)
    .where(eq(buyoutOrders.id, payment.orderId))
    .limit(1);
  if (!order) return null;
  const { userId } = order;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`churn-offer:${userId}`}))`);

  const [earlier] = await tx
    .select({
      offerId: churnOfferGrants.offerId,
      result: churnOfferGrants.result,
      expiredAt: churnOffers.expiredAt,
    })
    .from(churnOfferGrants)
    .innerJoin(churnOffers, eq(churnOffers.id, churnOfferGrants.offerId))
    .where(eq(churnOfferGrants.paymentId, payment.id))
    .limit(1);
  if (earlier)
    return {
      offerId: earlier.offerId,
      userId,
      result: earlier.result as PaymentResult,
      expiredAt: earlier.expiredAt,
      granted: false,
    };

  const held = await findActiveChurn(tx, userId, now);
  const terms = paymentResultOffer(
    result,
    now,
    held
      ? {
          discountAmount: money(held.discountAmount, 'UAH'),
          restrictedValue: held.restrictedValue === null ? null : money(held.restrictedValue, 'UAH'),
          expiredAt: held.expiredAt,
        }
      : null,
  );
  const values = {
    discountAmount: roundAmount(terms.discountAmount.amount),
    restrictedValue: terms.restrictedValue ? roundAmount(terms.restrictedValue.amount) : null,
    expiredAt: terms.expiredAt,
  };
  let offerId: string;
  if (held) {
    await tx.update(churnOffers).set(values).where(eq(churnOffers.id, held.id));
    offerId = held.id;
  } else {
    const [row] = await tx
      .insert(churnOffers)
      .values({ userId, ...values, createdAt: now })
      .returning({ id: churnOffers.id });
    offerId = row!.id;
  }
  await tx
    .insert(churnOfferGrants)
    .values({ paymentId: payment.id, userId, offerId, result, grantedAt: now })
    .onConflictDoNothing();
  return { offerId, userId, result, expiredAt: terms.expiredAt, granted: true };
}
