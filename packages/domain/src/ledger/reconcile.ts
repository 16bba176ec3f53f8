// The daily reconciliation's rule (decision 014): for one payment, what the ledger says the provider
// holds against what the provider says it did. Both sides are totals of the payment's whole life (a
// capture and every refund, net of refunds the provider refused), so a refund made after midnight is on
// both sides when the job runs, and a payment is judged the same whichever day asks about it.
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import type { LedgerFigure } from './entries.js';

/**
 * capture_unknown: the ledger has a capture the provider does not know (or says was not paid);
 * capture_missing: the provider captured money the ledger never recorded (a lost callback);
 * capture_amount: both captured, different amounts or currencies;
 * refund_missing: the provider gave back more than the ledger says (a refund missing from the ledger);
 * refund_not_made: the ledger says more went back than the provider gave (a refund it never made);
 * no_answer: the provider could not be asked (the next run asks again).
 */
export const RECONCILIATION_MISMATCHES = [
  'capture_unknown',
  'capture_missing',
  'capture_amount',
  'refund_missing',
  'refund_not_made',
  'no_answer',
] as const;
export type ReconciliationMismatchKind = (typeof RECONCILIATION_MISMATCHES)[number];

/** What a provider says about one payment reference. */
export type ProviderPaymentView =
  | { known: false }
  | {
      known: true;
      /** Money taken, null when the payment was never completed (failed, still pending). */
      captured: string | null;
      currency: string;
      /** Money given back in total. */
      refunded: string;
    };

export type ReconciliationFinding = {
  kind: ReconciliationMismatchKind;
  currency: string;
  /** What the ledger says (null: nothing). */
  ledgerAmount: string | null;
  /** What the provider says (null: nothing). */
  providerAmount: string | null;
};

const total = (entries: readonly LedgerFigure[], kinds: readonly string[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum.plus(toDec(e.amount)), new Dec(0));

/**
 * The disagreements of one payment. `entries` are the ledger rows of this payment (any kind; only card
 * kinds count), `currency` the payment's own. An empty list: the ledger and the provider agree.
 */
export function reconcilePayment(
  entries: readonly LedgerFigure[],
  currency: string,
  provider: ProviderPaymentView,
): ReconciliationFinding[] {
  const captures = entries.filter((e) => e.kind === 'payment' || e.kind === 'surcharge');
  const captured = total(entries, ['payment', 'surcharge']);
  const refunded = total(entries, ['refund']).minus(total(entries, ['refund_reversed']));
  const ledgerCaptured = captures.length > 0 ? roundAmount(captured) : null;
  const ledgerRefunded = roundAmount(refunded);
  const providerCaptured =
    provider.known && provider.captured !== null ? roundAmount(provider.captured) : null;
  const providerRefunded = provider.known ? roundAmount(provider.refunded) : '0.00';
  const findings: ReconciliationFinding[] = [];
  const finding = (
    kind: ReconciliationMismatchKind,
    ledgerAmount: string | null,
    providerAmount: string | null,
  ) => findings.push({ kind, currency, ledgerAmount, providerAmount });

  if (ledgerCaptured !== null && providerCaptured === null) finding('capture_unknown', ledgerCaptured, null);
  else if (ledgerCaptured === null && providerCaptured !== null)
    finding('capture_missing', null, providerCaptured);
  else if (
    ledgerCaptured !== null &&
    providerCaptured !== null &&
    (ledgerCaptured !== providerCaptured || (provider.known && provider.currency !== currency))
  )
    finding('capture_amount', ledgerCaptured, providerCaptured);

  const difference = toDec(providerRefunded).minus(toDec(ledgerRefunded));
  if (difference.greaterThan(0)) finding('refund_missing', ledgerRefunded, providerRefunded);
  else if (difference.lessThan(0)) finding('refund_not_made', ledgerRefunded, providerRefunded);
  return findings;
}

/** A provider's own operations on one payment (the sandbox's books) as the view reconciliation compares. */
export function providerViewOf(
  operations: readonly { operation: 'capture' | 'refund'; amount: string; currency: string }[],
): ProviderPaymentView {
  if (operations.length === 0) return { known: false };
  const sum = (kind: 'capture' | 'refund') =>
    operations
      .filter((o) => o.operation === kind)
      .reduce((total, o) => total.plus(toDec(o.amount)), new Dec(0));
  const capture = operations.find((o) => o.operation === 'capture');
  return {
    known: true,
    captured: capture ? roundAmount(sum('capture')) : null,
    currency: capture?.currency ?? operations[0]!.currency,
    refunded: roundAmount(sum('refund')),
  };
}
