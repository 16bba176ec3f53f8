// The order's figures from its ledger rows (domain ledgerBalance): what the customer's page, the
// console and the refund bounds read.
import { ledgerBalance, paymentRest, type CurrencyCode, type LedgerBalance } from '@posylka/domain';
import type { LedgerEntryRow } from '../../db/schema/index.js';
import { entriesOfOrder, entriesOfPayment, type LedgerDb } from './repository.js';

export async function orderBalance(
  db: LedgerDb,
  orderId: string,
  currency: CurrencyCode,
): Promise<LedgerBalance> {
  return ledgerBalance(await entriesOfOrder(db, orderId), currency);
}

/** What the payment still holds (captured minus refunded), "0.00" before capture. */
export async function restOfPayment(db: LedgerDb, paymentId: string): Promise<string> {
  return paymentRest(await entriesOfPayment(db, paymentId), paymentId);
}

/** The refund rows with whether the provider reversed them (the console shows those as failed). */
export function refundsOf(
  entries: readonly LedgerEntryRow[],
): { entry: LedgerEntryRow; reversed: boolean }[] {
  const reversed = new Set(entries.filter((e) => e.kind === 'refund_reversed').map((e) => e.reverses));
  return entries
    .filter((e) => e.kind === 'refund')
    .map((entry) => ({ entry, reversed: reversed.has(entry.id) }));
}
