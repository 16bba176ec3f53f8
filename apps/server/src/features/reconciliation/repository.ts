// What the reconciliation reads (the day's card movements and payment attempts) and writes (one run
// per Kyiv day with its mismatches, replaced when the day is checked again).
import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  buyoutOrders,
  ledgerEntries,
  payments,
  reconciliationMismatches,
  reconciliationRuns,
  type ReconciliationMismatchRow,
  type ReconciliationRunRow,
} from '../../db/schema/index.js';

/** A payment the provider is asked about, from a ledger row or an attempt of the day. */
export type CheckedPayment = {
  paymentId: string;
  provider: string;
  providerRef: string;
  /** What the provider charged in (the card's currency: hryvnias for a buy-out paid in UAH). */
  currency: string;
  /** What the ledger counts in (the order's currency). */
  baseCurrency: string;
  service: string;
  orderId: string;
};

const CARD_KINDS = ['payment', 'surcharge', 'refund', 'refund_reversed'];

/** Every payment whose money moved in [from, to) (ledger card rows) or that was started then. */
export async function paymentsToCheck(db: Database, from: Date, to: Date): Promise<CheckedPayment[]> {
  const moved = await db
    .selectDistinctOn([ledgerEntries.paymentId], {
      paymentId: ledgerEntries.paymentId,
      provider: ledgerEntries.provider,
      providerRef: ledgerEntries.providerRef,
      currency: ledgerEntries.currency,
      service: ledgerEntries.service,
      orderId: ledgerEntries.orderId,
    })
    .from(ledgerEntries)
    .where(
      and(
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
        inArray(ledgerEntries.kind, CARD_KINDS),
        isNotNull(ledgerEntries.paymentId),
      ),
    );
  // An attempt of the day whose callback never came has no ledger row, yet the provider may hold money.
  const started = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(gte(payments.createdAt, from), lt(payments.createdAt, to)));
  const ids = [...new Set([...moved.map((row) => row.paymentId!), ...started.map((row) => row.id)])];
  const rows = ids.length > 0 ? await db.select().from(payments).where(inArray(payments.id, ids)) : [];
  const byPayment = new Map<string, CheckedPayment>();
  // The payment row says what the provider was asked to charge and in which currency.
  for (const row of rows)
    byPayment.set(row.id, {
      paymentId: row.id,
      provider: row.provider,
      providerRef: row.providerPaymentId,
      currency: row.currency,
      baseCurrency: row.baseCurrency,
      service: 'buyout',
      orderId: row.orderId,
    });
  // A ledger row whose payment row is gone still names its provider and reference.
  for (const row of moved) {
    if (!row.paymentId || !row.provider || !row.providerRef || byPayment.has(row.paymentId)) continue;
    byPayment.set(row.paymentId, {
      ...row,
      paymentId: row.paymentId,
      provider: row.provider,
      providerRef: row.providerRef,
      baseCurrency: row.currency,
    });
  }
  return [...byPayment.values()];
}

/** The run of a day, started (again): a second check of the same day reuses its row. */
export async function startRun(db: Database, day: string, at: Date): Promise<ReconciliationRunRow> {
  const [row] = await db
    .insert(reconciliationRuns)
    .values({ day, startedAt: at, status: 'running' })
    .onConflictDoUpdate({
      target: reconciliationRuns.day,
      set: { startedAt: at, finishedAt: null, status: 'running', error: null, checked: 0, mismatches: 0 },
    })
    .returning();
  return row!;
}

export type NewMismatch = Omit<ReconciliationMismatchRow, 'id' | 'runId' | 'createdAt'>;

/** The run's findings replace whatever an earlier check of the same day found. */
export async function finishRun(
  db: Database,
  runId: string,
  result: { checked: number; mismatches: NewMismatch[]; at: Date },
): Promise<ReconciliationRunRow> {
  return db.transaction(async (tx) => {
    await tx.delete(reconciliationMismatches).where(eq(reconciliationMismatches.runId, runId));
    if (result.mismatches.length > 0)
      await tx
        .insert(reconciliationMismatches)
        .values(result.mismatches.map((m) => ({ ...m, runId, createdAt: result.at })));
    const [row] = await tx
      .update(reconciliationRuns)
      .set({
        finishedAt: result.at,
        checked: result.checked,
        mismatches: result.mismatches.length,
        status: result.mismatches.length > 0 ? 'mismatches' : 'ok',
      })
      .where(eq(reconciliationRuns.id, runId))
      .returning();
    return row!;
  });
}

export async function failRun(db: Database, runId: string, error: string, at: Date): Promise<void> {
  await db
    .update(reconciliationRuns)
    .set({ finishedAt: at, status: 'failed', error: error.slice(0, 2000) })
    .where(eq(reconciliationRuns.id, runId));
}

/** The newest checked day's run. */
export async function latestRun(db: Database): Promise<ReconciliationRunRow | null> {
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.day)).limit(1);
  return row ?? null;
}

export async function runOfDay(db: Database, day: string): Promise<ReconciliationRunRow | null> {
  const [row] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day)).limit(1);
  return row ?? null;
}

/** A run's mismatches with the buy-out number of their order (null for another service). */
export async function mismatchesOf(
  db: Database,
  runId: string,
): Promise<(ReconciliationMismatchRow & { orderNumber: number | null })[]> {
  const rows = await db
    .select({ mismatch: reconciliationMismatches, orderNumber: buyoutOrders.number })
    .from(reconciliationMismatches)
    .leftJoin(
      buyoutOrders,
      and(
        eq(reconciliationMismatches.service, 'buyout'),
        eq(buyoutOrders.id, reconciliationMismatches.orderId),
      ),
    )
    .where(eq(reconciliationMismatches.runId, runId))
    .orderBy(reconciliationMismatches.kind, sql`${reconciliationMismatches.providerRef}`);
  return rows.map((row) => ({ ...row.mismatch, orderNumber: row.orderNumber }));
}
