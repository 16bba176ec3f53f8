// What a buy-out refund may draw on: the order's checkout payment and the surcharges the customer
// paid for accepted price rises. "What is left" is paid + surcharges - refunds (the same sum the
// customer's page calls "charged"); a refund takes from the order's payment first, then from each
// surcharge, oldest first, each through the provider that took it and never above what is left of it.
import {
  compareMoney,
  minMoney,
  money,
  roundAmount,
  roundMoney,
  subtractMoney,
  sumMoney,
  type CurrencyCode,
  type Money,
} from '@posylka/domain';
import type { BuyoutOrderRow, PaymentRow } from '../../../db/schema/index.js';
import { paidSurcharges, settledPayment, type Db } from './repository.js';

export type RefundSources = {
  /** The order's checkout payment (paid or refunded); null before payment. */
  order: PaymentRow | null;
  /** Paid surcharges of the order's currency, oldest first. */
  surcharges: PaymentRow[];
  currency: CurrencyCode;
};

/** The refundable breakdown the console shows: paid, surcharges paid, refunded so far, and what is left. */
export type RefundableSummary = { paid: Money; surcharges: Money; refunded: Money; refundable: Money };

export async function refundSources(db: Db, order: BuyoutOrderRow): Promise<RefundSources> {
  const payment = await settledPayment(db, order.id);
  const currency = (payment?.currency ?? order.totalCurrency ?? 'USD') as CurrencyCode;
  // Surcharges come only after the order was paid; without that payment nothing can be refunded.
  const surcharges = payment
    ? (await paidSurcharges(db, order.id)).filter((row) => row.currency === currency)
    : [];
  return { order: payment, surcharges, currency };
}

/** What is left of one payment: paid minus given back. */
export const restOf = (row: PaymentRow): Money =>
  subtractMoney(
    money(row.amount, row.currency as CurrencyCode),
    money(row.refundedAmount, row.currency as CurrencyCode),
  );

export function summarize(sources: RefundSources): RefundableSummary {
  const { currency } = sources;
  const rows = [...(sources.order ? [sources.order] : []), ...sources.surcharges];
  const paid = sources.order ? money(sources.order.amount, currency) : money(0, currency);
  const surcharges = sumMoney(
    sources.surcharges.map((row) => money(row.amount, currency)),
    currency,
  );
  const refunded = sumMoney(
    rows.map((row) => money(row.refundedAmount, currency)),
    currency,
  );
  const refundable = sumMoney(rows.map(restOf), currency);
  // 2 decimals on the wire (moneySchema); money() alone would answer "55" for 55.00.
  return {
    paid: roundMoney(paid),
    surcharges: roundMoney(surcharges),
    refunded: roundMoney(refunded),
    refundable: roundMoney(refundable),
  };
}

export type RefundPart = { payment: PaymentRow; amount: string };

/**
 * Splits `amount` over the payments in order (the order's first, then surcharges), each part up to
 * what is left of its payment; payments with nothing left get no part. The caller has checked that
 * `amount` is not above the sum of what is left.
 */
export function splitRefund(amount: Money, sources: RefundSources): RefundPart[] {
  const parts: RefundPart[] = [];
  let due = amount;
  for (const payment of [...(sources.order ? [sources.order] : []), ...sources.surcharges]) {
    if (compareMoney(due, money(0, due.currency)) <= 0) break;
    const rest = restOf(payment);
    if (compareMoney(rest, money(0, rest.currency)) <= 0) continue;
    const part = minMoney(due, rest);
    parts.push({ payment, amount: roundAmount(part.amount) });
    due = subtractMoney(due, part);
  }
  return parts;
}
