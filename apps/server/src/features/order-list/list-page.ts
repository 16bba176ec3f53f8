// One page of the orders list across both kinds of order: forwarding orders (orders) and buy-out
// orders (buyout_orders). With no type filter the page is a UNION ALL of two small key selects
// (id, kind, created_at, number; each on its user_id-first index) ordered newest first with
// limit/offset, then the cards of just those ids are read from each table. type=buyout keeps the
// union: older buy-out rows may still live in orders with type 'buyout'.
import { desc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import {
  buyoutCardsByIds,
  buyoutConditions,
  buyoutKeys,
  countBuyoutMatching,
  type BuyoutCardRow,
} from './buyout-repository.js';
import {
  countForwardingMatching,
  forwardingCardsByIds,
  forwardingKeys,
  listConditions,
  listOrderCards,
  type CardRow,
  type ListFilters,
} from './repository.js';

export type ListEntry = { kind: 'forwarding'; row: CardRow } | { kind: 'buyout'; row: BuyoutCardRow };

export async function listPage(
  db: Database,
  userId: string,
  filters: ListFilters,
): Promise<{ entries: ListEntry[]; total: number }> {
  const boWhere = buyoutConditions(userId, filters);
  if (boWhere === null) {
    const page = await listOrderCards(db, userId, filters);
    return { entries: page.rows.map((row) => ({ kind: 'forwarding', row })), total: page.total };
  }
  const fwdWhere = listConditions(userId, filters);
  const [keys, fwdTotal, boTotal] = await Promise.all([
    unionAll(forwardingKeys(db, fwdWhere), buyoutKeys(db, boWhere))
      // Output columns of the union are named by the first select: created_at, number.
      .orderBy(desc(sql`created_at`), desc(sql`number`))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    countForwardingMatching(db, fwdWhere),
    countBuyoutMatching(db, boWhere),
  ]);
  const idsOf = (kind: 'forwarding' | 'buyout') => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const [fwdRows, boRows] = await Promise.all([
    forwardingCardsByIds(db, userId, idsOf('forwarding')),
    buyoutCardsByIds(db, userId, idsOf('buyout')),
  ]);
  const fwdById = new Map(fwdRows.map((row) => [row.id, row]));
  const boById = new Map(boRows.map((row) => [row.id, row]));
  const entries: ListEntry[] = [];
  for (const key of keys) {
    if (key.kind === 'buyout') {
      const row = boById.get(key.id);
      if (row) entries.push({ kind: 'buyout', row });
    } else {
      const row = fwdById.get(key.id);
      if (row) entries.push({ kind: 'forwarding', row });
    }
  }
  return { entries, total: fwdTotal + boTotal };
}
