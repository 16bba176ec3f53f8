// SPEC §9 "buy within 72 hours" (issue 14 item 3): a recurring job (decision 006: computed from the
// orders' own dates, no row per order) finds paid orders nothing of which was bought within 72 hours
// of payment (domain isBuyoutOverdueUnbought) and tells each customer once, in the cabinet's alerts;
// the order page then offers the cancel with a full refund (cancel.ts, reason overdue). The mark
// buy_overdue_notified_at is set in the same transaction as the alert, conditionally on being unset,
// so a rerun, a second instance or a replayed tick tells nobody twice.
import {
  BUYOUT_PROCESSING,
  BUYOUT_PROCESSING_STATUSES,
  formatBuyoutNumber,
  isBuyoutOverdueUnbought,
  type BuyoutOrderStatus,
} from '@posylka/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  buyoutOrders,
  buyoutProducts,
  type BuyoutOrderRow,
  type BuyoutProductRow,
} from '../../db/schema/index.js';
import { addAlert } from '../alerts/index.js';
import { notifyOverdue } from './customer-messages.js';

export const BUYOUT_OVERDUE_JOB = 'buyout-overdue';
/** Every 5 minutes, like the parcels' storage timers: the customer hears within one tick of the 72 hours. */
export const BUYOUT_OVERDUE_EVERY_MINUTES = 5;

export interface BuyoutOverdueDeps {
  db: Database;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void };
}

export type BuyoutOverdueResult = { notified: number; checked: number };

const HOUR_MS = 60 * 60 * 1000;

/**
 * Tells every customer whose paid order is overdue with nothing bought, once. Candidates are read in
 * batches by (paid_at, id) from the database (paid, still being bought, paid at least 72 hours ago,
 * not bought, not told yet); the domain decides on each one with its lines (an order waiting for the
 * customer's answer is not our delay, one with a line bought cannot be cancelled in full).
 */
export async function runBuyoutOverdue(
  deps: BuyoutOverdueDeps,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<BuyoutOverdueResult> {
  const batchSize = options.batchSize ?? 200;
  const maxBatches = options.maxBatches ?? 50;
  const now = deps.now();
  const paidBy = new Date(now.getTime() - BUYOUT_PROCESSING.buyWithinHours * HOUR_MS);
  const result: BuyoutOverdueResult = { notified: 0, checked: 0 };
  let after: { paidAt: Date; id: string } | null = null;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows: BuyoutOrderRow[] = await deps.db
      .select()
      .from(buyoutOrders)
      .where(
        and(
          inArray(buyoutOrders.status, [...BUYOUT_PROCESSING_STATUSES]),
          isNotNull(buyoutOrders.paidAt),
          lte(buyoutOrders.paidAt, paidBy),
          isNull(buyoutOrders.boughtAt),
          isNull(buyoutOrders.buyOverdueNotifiedAt),
          after
            ? or(
                gt(buyoutOrders.paidAt, after.paidAt),
                and(eq(buyoutOrders.paidAt, after.paidAt), gt(buyoutOrders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(buyoutOrders.paidAt), asc(buyoutOrders.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    const lines = await linesOf(
      deps.db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      result.checked += 1;
      const facts = {
        status: row.status as BuyoutOrderStatus,
        paidAt: row.paidAt,
        boughtAt: row.boughtAt,
        lines: lines.get(row.id) ?? [],
      };
      if (!isBuyoutOverdueUnbought(facts, now)) continue;
      if (await notifyOnce(deps.db, row, now)) result.notified += 1;
    }
    if (rows.length < batchSize) break;
    const last: BuyoutOrderRow = rows[rows.length - 1]!;
    after = { paidAt: last.paidAt!, id: last.id };
  }
  if (result.notified > 0) deps.log.info({ job: BUYOUT_OVERDUE_JOB, ...result }, 'overdue buy-outs notified');
  return result;
}

async function linesOf(db: Database, orderIds: readonly string[]): Promise<Map<string, BuyoutProductRow[]>> {
  const byOrder = new Map<string, BuyoutProductRow[]>(orderIds.map((id) => [id, []]));
  const rows = await db
    .select()
    .from(buyoutProducts)
    .where(inArray(buyoutProducts.orderId, [...orderIds]))
    .orderBy(asc(buyoutProducts.orderId), asc(buyoutProducts.position));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** The mark and the alert in one transaction; only the run that sets the mark writes the alert. */
async function notifyOnce(
  db: Database,
  order: { id: string; userId: string; number: number },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(buyoutOrders)
      .set({ buyOverdueNotifiedAt: now })
      .where(and(eq(buyoutOrders.id, order.id), isNull(buyoutOrders.buyOverdueNotifiedAt)))
      .returning({ id: buyoutOrders.id });
    if (marked.length === 0) return false;
    await addAlert(tx as Database, {
      userId: order.userId,
      key: 'buyout-overdue',
      kind: 'warning',
      params: { number: formatBuyoutNumber(order.number) },
      link: `/buyout/show/${order.id}`,
    });
    await notifyOverdue(tx, order.id);
    return true;
  });
}
