// Tests read a payment's refunds the way the app does: from the ledger (there is no counter to read).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { ledgerEntries, payments, type PaymentRow } from '../src/db/schema/index.js';
import { entriesOfPayment } from '../src/features/ledger/index.js';
import { paymentRest } from '@posylka/domain';

/** The payment row with `refundedAmount` (order currency): captured minus what it still holds by the ledger. */
export async function withRefunded(
  db: Database,
  row: PaymentRow,
): Promise<PaymentRow & { refundedAmount: string }> {
  const entries = await entriesOfPayment(db, row.id);
  const captured = entries.some((entry) => entry.idempotencyKey === `capture:${row.id}`);
  const rest = paymentRest(entries, row.id);
  const refundedAmount = captured ? (Number(row.baseAmount) - Number(rest)).toFixed(2) : '0.00';
  return { ...row, refundedAmount };
}

export async function paymentById(db: Database, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return withRefunded(db, row!);
}

/** The order's refund rows of the ledger, oldest first. */
export async function ledgerRefunds(db: Database, orderId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'refund')))
    .orderBy(asc(ledgerEntries.seq));
}
