// Reading and appending ledger rows. Appending is INSERT ... ON CONFLICT (idempotency_key) DO NOTHING:
// the second write of the same movement (a replayed callback, a double click, a retried job) finds the
// first row instead of adding another.
import { and, asc, eq, gte, like, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { ledgerEntries, payments, type LedgerEntryRow, type NewLedgerEntry } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type LedgerDb = Database | Tx;

/** The row for this key: the one just written (`created`), or the one an earlier write left. */
export async function appendEntry(
  db: LedgerDb,
  values: NewLedgerEntry,
): Promise<{ row: LedgerEntryRow; created: boolean }> {
  const [row] = await db
    .insert(ledgerEntries)
    .values(values)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  if (row) return { row, created: true };
  const [existing] = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, values.idempotencyKey))
    .limit(1);
  return { row: existing!, created: false };
}

export async function entriesOfOrder(db: LedgerDb, orderId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.seq));
}

export async function entriesOfPayment(db: LedgerDb, paymentId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, paymentId))
    .orderBy(asc(ledgerEntries.seq));
}

/** Entries written in [from, to): the console's payments page, its CSV and the reconciliation. */
export async function entriesBetween(db: LedgerDb, from: Date, to: Date): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.seq));
}

/**
 * Locks the payment's row for the rest of the transaction: two refunds of one payment (two operators,
 * a double click, the customer's cancel beside an operator's refund) read what is left one after the
 * other, never both the same rest.
 */
export async function lockPayment(tx: Tx, paymentId: string): Promise<void> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update');
}

export async function findEntryByKey(db: LedgerDb, key: string): Promise<LedgerEntryRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/** Whether any row's key starts with `prefix` (one action split over several payments shares it). */
export async function hasEntryWithKeyPrefix(db: LedgerDb, prefix: string): Promise<boolean> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(like(ledgerEntries.idempotencyKey, `${escaped}%`))
    .limit(1);
  return rows.length > 0;
}
