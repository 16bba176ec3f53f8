// The buy-out queue as the console's overview shows it: how many paid orders are not bought yet, and
// how many of the first page are past the 72 hours (the queue lists overdue orders first, so the late
// ones are on that page; "N+" when the whole page is late and more are open).
import { ADMIN_BUYOUT_PAGE_SIZE, type AdminParcelCounts } from '@posylka/contract';
import type { Database } from '../../../db/database.js';
import { queueItem } from './present.js';
import { linesOf, queuePage } from './repository.js';

export async function openQueueSummary(db: Database, now: Date): Promise<AdminParcelCounts['buyouts']> {
  const page = await queuePage(db, { filter: 'open', page: 1, pageSize: ADMIN_BUYOUT_PAGE_SIZE, now });
  const lines = await linesOf(
    db,
    page.rows.map((row) => row.order.id),
  );
  // Overdue is the queue row's own verdict (waiting for the customer is not the buyer being late).
  const overdue = page.rows.filter(
    (row) => queueItem(row.order, row.customer, lines.get(row.order.id) ?? [], now).overdue,
  ).length;
  return {
    open: page.total,
    overdue,
    overdueMore: overdue === page.rows.length && page.total > page.rows.length,
  };
}
