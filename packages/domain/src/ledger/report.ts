// The console's payments report (issue 14 item 8): totals per kind over ledger rows, in the rows'
// currency and in hryvnias at the rate each row was written with (never re-priced).
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import { LEDGER_KINDS } from './entries.js';

/** One entry, or (with `count`) the sums of `count` entries of one kind and currency. */
export type LedgerReportRow = {
  kind: string;
  amount: string;
  currency: string;
  amountUah: string;
  count?: number;
};

export type LedgerKindTotal = {
  kind: string;
  /** Rows counted. */
  count: number;
  /** One sum per currency the rows were in (an order is paid in one; the report may mix orders). */
  amounts: { amount: string; currency: string }[];
  amountUah: string;
};

const kindOrder = (kind: string) => {
  const at = (LEDGER_KINDS as readonly string[]).indexOf(kind);
  return at === -1 ? LEDGER_KINDS.length : at;
};

/** Totals per kind, kinds in the ledger's order (payment, surcharge, refund, ...), currencies sorted. */
export function ledgerTotals(rows: readonly LedgerReportRow[]): LedgerKindTotal[] {
  const byKind = new Map<string, { count: number; currencies: Map<string, Dec>; uah: Dec }>();
  for (const row of rows) {
    const at = byKind.get(row.kind) ?? { count: 0, currencies: new Map<string, Dec>(), uah: new Dec(0) };
    at.count += row.count ?? 1;
    at.currencies.set(row.currency, (at.currencies.get(row.currency) ?? new Dec(0)).plus(toDec(row.amount)));
    at.uah = at.uah.plus(toDec(row.amountUah));
    byKind.set(row.kind, at);
  }
  return [...byKind]
    .sort(([a], [b]) => kindOrder(a) - kindOrder(b))
    .map(([kind, at]) => ({
      kind,
      count: at.count,
      amounts: [...at.currencies]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, sum]) => ({ amount: roundAmount(sum), currency })),
      amountUah: roundAmount(at.uah),
    }));
}
