import { desc, sql } from 'drizzle-orm';
import type { OutboxMessage } from '@posylka/contract';
import type { Database } from '../db/database.js';
import { outboxMessages } from '../db/schema/index.js';

const LIMIT = 200;

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listOutbox(db: Database, to?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? sql`lower(${outboxMessages.to}) = ${to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
