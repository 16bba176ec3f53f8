// The invariants of issue 14, checked after every step of the buy-out money model:
// - the ledger never goes negative: every payment holds between 0 and what it captured, and the
//   order's charged sum (paid + surcharges - refunded) is never below zero;
// - every capture is written once and only for an attempt the provider charged;
// - the ledger equals the provider: what it charged minus what it was asked to give back;
// - the customer's summary = the console = the ledger.
import { ledgerBalance, paymentRest, roundAmount, type CurrencyCode } from '@posylka/domain';
import type { AdminBuyoutDetail, BuyoutProcessing } from '@posylka/contract';
import { entriesOfOrder } from '../../features/ledger/index.js';
import type { BuyoutWorld } from './world.js';

export class MoneyInvariantError extends Error {}

const fail = (w: BuyoutWorld, what: string): never => {
  throw new MoneyInvariantError(`${what}\nafter:\n${w.story()}`);
};

const cents = (amount: string) => Math.round(Number(amount) * 100);

export async function checkMoney(w: BuyoutWorld): Promise<void> {
  const orderId = w.order.id;
  const [entries, rows] = [await entriesOfOrder(w.t.db, orderId), await w.orderPayments()];
  const currency = (rows[0]?.baseCurrency ?? 'USD') as CurrencyCode;
  const balance = ledgerBalance(entries, currency);
  if (cents(balance.charged.amount) < 0) fail(w, `charged below zero: ${balance.charged.amount}`);

  // Captures: one per payment, only for attempts the provider charged.
  const captures = entries.filter((e) => e.kind === 'payment' || e.kind === 'surcharge');
  const charged = new Set(w.attempts.filter((a) => a.state === 'paid').map((a) => a.id));
  for (const capture of captures) {
    if (!charged.has(capture.paymentId!))
      fail(w, `capture of ${capture.paymentId} the provider never charged`);
    if (captures.filter((c) => c.paymentId === capture.paymentId).length > 1)
      fail(w, `two captures of payment ${capture.paymentId}`);
  }
  for (const row of rows) {
    const rest = cents(paymentRest(entries, row.id));
    const captured = captures.some((c) => c.paymentId === row.id);
    if (rest < 0 || rest > (captured ? cents(row.baseAmount) : 0))
      fail(w, `payment ${row.id} holds ${paymentRest(entries, row.id)} of ${row.baseAmount}`);
  }

  // The provider's side, in what the card was charged (hryvnias): charged minus given back equals
  // the ledger's hryvnia figures (captures minus refunds, plus refunds the provider refused).
  const refs = new Map(rows.map((row) => [row.providerPaymentId, row]));
  let providerHolds = 0;
  for (const id of charged) {
    const row = rows.find((r) => r.id === id);
    if (row) providerHolds += cents(row.amount);
  }
  const given = new Map<string, number>();
  for (const refund of w.refunds) {
    const row = refs.get(refund.ref);
    if (!row) continue; // another sequence's order
    if (!charged.has(row.id)) fail(w, `the provider was asked to refund ${row.id}, which it never charged`);
    providerHolds -= cents(refund.amount);
    given.set(row.id, (given.get(row.id) ?? 0) + cents(refund.amount));
  }
  for (const row of rows)
    if ((given.get(row.id) ?? 0) > cents(row.amount))
      fail(w, `the card got back more than ${row.amount} ${row.currency} of payment ${row.id}`);
  const sign = { payment: 1, surcharge: 1, refund: -1, refund_reversed: 1 } as Record<string, number>;
  const ledgerUah = entries.reduce((sum, e) => sum + (sign[e.kind] ?? 0) * cents(e.amountUah), 0);
  if (providerHolds !== ledgerUah)
    fail(w, `the provider holds ${providerHolds / 100} UAH, the ledger says ${ledgerUah / 100} UAH`);

  // The customer's page and the console read the same figures.
  const processing = await w.call('customer', 'GET', `/buyout/${orderId}/processing`);
  if (processing.statusCode === 200) {
    const money = (processing.json() as BuyoutProcessing).money;
    for (const key of ['paid', 'surcharges', 'refunded', 'charged'] as const)
      if (roundAmount(money[key].amount) !== balance[key].amount)
        fail(w, `customer ${key} ${money[key].amount}, ledger ${balance[key].amount}`);
  }
  const seen = await w.call('operator', 'GET', `/admin/buyouts/${orderId}`);
  if (seen.statusCode === 200) {
    const detail = seen.json() as AdminBuyoutDetail;
    for (const key of ['paid', 'surcharges', 'refunded'] as const)
      if (detail.refundableFrom[key].amount !== balance[key].amount)
        fail(w, `console ${key} ${detail.refundableFrom[key].amount}, ledger ${balance[key].amount}`);
    if (detail.refundable.amount !== balance.charged.amount)
      fail(w, `console refundable ${detail.refundable.amount}, ledger charged ${balance.charged.amount}`);
    const refunded = detail.refunds
      .filter((r) => r.status === 'done')
      .reduce((s, r) => s + cents(r.amount.amount), 0);
    if (refunded !== cents(balance.refunded.amount))
      fail(w, `console lists ${refunded / 100} refunded, ledger ${balance.refunded.amount}`);
  }
}
