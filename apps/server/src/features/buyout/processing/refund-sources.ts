// What a buy-out refund may draw on: the order's checkout payment and the surcharges the customer
// paid for accepted price rises, each with what it still holds by the ledger (captured minus
// refunded). A refund takes from the order's payment first, then from each surcharge, oldest first,
// each through the provider that took it and never above what is left of it.
import {
  compareMoney,
  ledgerBalance,
  minMoney,
  money,
  paymentRest,
  roundAmount,
  roundMoney,
  subtractMoney,
  sumMoney,
  type CurrencyCode,
  type Money,
} from '@posylka/domain';
import type { BuyoutOrderRow, LedgerEntryRow, PaymentRow } from '../../../db/schema/index.js';
import { entriesOfOrder } from '../../ledger/index.js';
import { paidSurcharges, settledPayment, type Db } from './repository.js';

export type RefundSource = { payment: PaymentRow; rest: Money };

export type RefundSources = {
  /** The order's checkout payment (paid or refunded); null before payment. */
  order: RefundSource | null;
  /** Paid surcharges of the order's currency, oldest first. */
  surcharges: RefundSource[];
  currency: CurrencyCode;
  /** The order's ledger rows the figures come from. */
  entries: LedgerEntryRow[];
};

/** The refundable breakdown the console shows: paid, surcharges paid, refunded so far, and what is left. */
export type RefundableSummary = { paid: Money; surcharges: Money; refunded: Money; refundable: Money };

export async function refundSources(db: Db, order: BuyoutOrderRow): Promise<RefundSources> {
  const [payment, entries] = [await settledPayment(db, order.id), await entriesOfOrder(db, order.id)];
  // The order's currency: a payment charged in hryvnias counts in what it paid for (baseCurrency).
  const currency = (payment?.baseCurrency ?? order.totalCurrency ?? 'USD') as CurrencyCode;
  const source = (row: PaymentRow): RefundSource => ({
    payment: row,
    rest: money(paymentRest(entries, row.id), currency),
  });
  // Surcharges come only after the order was paid; without that payment nothing can be refunded.
  const surcharges = payment
    ? (await paidSurcharges(db, order.id)).filter((row) => row.baseCurrency === currency)
    : [];
  return { order: payment ? source(payment) : null, surcharges: surcharges.map(source), currency, entries };
}

export function summarize(sources: RefundSources): RefundableSummary {
  const balance = ledgerBalance(sources.entries, sources.currency);
  const rests = [...(sources.order ? [sources.order] : []), ...sources.surcharges].map((s) => s.rest);
  return {
    paid: balance.paid,
    surcharges: balance.surcharges,
    refunded: balance.refunded,
    refundable: roundMoney(sumMoney(rests, sources.currency)),
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
  for (const { payment, rest } of [...(sources.order ? [sources.order] : []), ...sources.surcharges]) {
    if (compareMoney(due, money(0, due.currency)) <= 0) break;
    if (compareMoney(rest, money(0, rest.currency)) <= 0) continue;
    const part = minMoney(due, rest);
    parts.push({ payment, amount: roundAmount(part.amount) });
    due = subtractMoney(due, part);
  }
  return parts;
}
