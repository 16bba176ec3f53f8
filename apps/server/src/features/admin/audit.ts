// Reading the audit log (issue 5 "every operator action is logged: who, when, what, before, after").
// State moves are audited by the lifecycle in their own transaction; the console's other actions
// (photos, role changes) and buy-out processing write through src/audit. Rows are only ever inserted.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminAuditEntry } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { auditLog, users } from '../../db/schema/index.js';

const entryColumns = { entry: auditLog, actorEmail: users.email };

function present(row: { entry: typeof auditLog.$inferSelect; actorEmail: string | null }): AdminAuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    actor:
      entry.actorUserId && row.actorEmail !== null ? { id: entry.actorUserId, email: row.actorEmail } : null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Newest first; filtered by entity through the (entity_type, entity_id, created_at) index. */
export async function listAudit(
  db: Database,
  filters: { entityType?: string | undefined; entityId?: string | undefined },
  paging: { page: number; pageSize: number },
): Promise<{ items: AdminAuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(present), total: Number(counted?.n ?? 0) };
}

/** One entity's entries, newest first (the parcel page shows them without paging). */
export async function entityAudit(
  db: Database,
  entityType: string,
  entityId: string,
  limit = 200,
): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(present);
}
