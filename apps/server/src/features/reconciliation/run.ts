// The daily reconciliation (decision 014): every payment whose money moved on the previous Kyiv day,
// or that was started then, is asked about at its provider (status()), and the provider's word is set
// against the ledger's (domain reconcilePayment): a capture the provider does not know or the ledger
// never recorded, captured amounts that differ, a provider refund missing from the ledger, a ledger
// refund the provider never made. Findings are stored with the day's run; checking a day again
// replaces them, so the job is idempotent per day.
import {
  kyivDaysBounds,
  previousKyivDay,
  reconcilePayment,
  type LedgerFigure,
  type ProviderPaymentView,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { LedgerEntryRow } from '../../db/schema/index.js';
import { entriesOfPayment } from '../ledger/index.js';
import type { PaymentProviders } from '../payments/index.js';
import {
  failRun,
  finishRun,
  paymentsToCheck,
  startRun,
  type CheckedPayment,
  type NewMismatch,
} from './repository.js';

export const RECONCILIATION_JOB = 'payments-reconciliation';
/** 01:00 UTC: 03:00 or 04:00 in Kyiv, the previous Kyiv day long over. */
export const RECONCILIATION_HOUR_UTC = 1;

export type ReconciliationDeps = {
  db: Database;
  providers: Pick<PaymentProviders, 'sandbox' | 'liqpay'>;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

export type ReconciliationResult = { day: string; checked: number; mismatches: number };

/**
 * The ledger's rows in what the provider charged: a payment made in the order's currency counts
 * `amount`; one made in hryvnias for a USD order counts `amountUah`, what the card paid or got back.
 */
function charged(entries: readonly LedgerEntryRow[], payment: CheckedPayment): LedgerFigure[] {
  const same = payment.currency === payment.baseCurrency;
  return entries.map((entry) => ({
    ...entry,
    amount: same ? entry.amount : entry.amountUah,
    currency: payment.currency,
  }));
}

async function ask(
  deps: ReconciliationDeps,
  payment: CheckedPayment,
): Promise<{ view: ProviderPaymentView } | { error: string }> {
  const provider =
    payment.provider === 'liqpay'
      ? deps.providers.liqpay
      : payment.provider === 'sandbox'
        ? deps.providers.sandbox
        : null;
  if (!provider) return { error: `${payment.provider} is not configured` };
  try {
    return { view: await provider.status(payment.providerRef) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Checks one Kyiv day (default: the day before `now` in Kyiv). */
export async function runReconciliation(
  deps: ReconciliationDeps,
  day: string = previousKyivDay(deps.now()),
): Promise<ReconciliationResult> {
  const run = await startRun(deps.db, day, deps.now());
  try {
    const { from, to } = kyivDaysBounds(day);
    const checked = await paymentsToCheck(deps.db, from, to);
    const mismatches: NewMismatch[] = [];
    for (const payment of checked) {
      const about = {
        provider: payment.provider,
        providerRef: payment.providerRef,
        service: payment.service,
        orderId: payment.orderId,
        paymentId: payment.paymentId,
      };
      const answer = await ask(deps, payment);
      if ('error' in answer) {
        mismatches.push({
          ...about,
          kind: 'no_answer',
          currency: payment.currency,
          ledgerAmount: null,
          providerAmount: null,
          detail: answer.error.slice(0, 500),
        });
        continue;
      }
      const entries = await entriesOfPayment(deps.db, payment.paymentId);
      for (const finding of reconcilePayment(charged(entries, payment), payment.currency, answer.view))
        mismatches.push({ ...about, ...finding, detail: '' });
    }
    await finishRun(deps.db, run.id, { checked: checked.length, mismatches, at: deps.now() });
    const result = { day, checked: checked.length, mismatches: mismatches.length };
    if (mismatches.length > 0)
      deps.log.error({ job: RECONCILIATION_JOB, ...result }, 'payments disagree with the providers');
    else deps.log.info({ job: RECONCILIATION_JOB, ...result }, 'payments reconciled with the providers');
    return result;
  } catch (error) {
    await failRun(deps.db, run.id, error instanceof Error ? error.message : String(error), deps.now());
    throw error;
  }
}
